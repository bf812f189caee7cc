import { useDataProvider } from 'react-admin';
import type {
  MatchingProposalList,
  MatchingProposalView,
  ProposalComparison,
  RematchEmailPreviews,
  RematchView,
} from '@portal/contracts';
import type { StaffDataProvider } from '../../dataProvider';
import type { StaffHttpClient } from '../matchingMethods';

/** One email applying the rematch would send to a moved person (the preview's row). */
export type RematchEmail = RematchEmailPreviews['results'][number];

export interface RematchMethods {
  recordDropOut(applicationId: string, reason: string): Promise<unknown>;
  getRematch(course: string): Promise<RematchView | null>;
  proposeRematch(course: string, replaceTas: string[]): Promise<RematchView>;
  previewRematch(course: string, rematchId: string): Promise<RematchEmailPreviews>;
  applyRematch(course: string, rematchId: string): Promise<RematchView>;
  listProposals(course: string): Promise<MatchingProposalList>;
  compareProposals(course: string, ids: string[]): Promise<ProposalComparison>;
  chooseProposal(course: string, proposalId: string): Promise<MatchingProposalView>;
}

const post = <T>(http: StaffHttpClient, url: string, body: unknown) =>
  http(url, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as T);
const base = (course: string) => `/api/admin/matching/${encodeURIComponent(course)}`;

/** Staff's rematch and comparison commands (docs/architecture.md §8); a course never rematched reads as null (the API's answer). */
export const rematchMethods = (http: StaffHttpClient): RematchMethods => ({
  recordDropOut: (applicationId, reason) =>
    post(http, `/api/admin/applications/${encodeURIComponent(applicationId)}/drop-out/`, { reason }),
  getRematch: (course) => http(`${base(course)}/rematch/`).then(({ json }) => json as RematchView | null),
  proposeRematch: (course, replaceTas) => post(http, `${base(course)}/rematch/`, { replace_tas: replaceTas }),
  previewRematch: (course, rematchId) => post(http, `${base(course)}/rematch/preview/`, { rematch_id: rematchId }),
  applyRematch: (course, rematchId) => post(http, `${base(course)}/rematch/apply/`, { rematch_id: rematchId }),
  listProposals: (course) => http(`${base(course)}/proposals/`).then(({ json }) => json as MatchingProposalList),
  compareProposals: (course, ids) =>
    http(`${base(course)}/compare/?ids=${ids.map(encodeURIComponent).join(',')}`).then(
      ({ json }) => json as ProposalComparison,
    ),
  chooseProposal: (course, proposalId) =>
    post(http, `${base(course)}/proposals/${encodeURIComponent(proposalId)}/choose/`, {}),
});

export const useRematchProvider = () => useDataProvider<StaffDataProvider & RematchMethods>();
