import { HttpError, useDataProvider } from 'react-admin';
import type { StaffDataProvider } from '../../dataProvider';
import type { MatchingObjective, MatchingProposal, PodSize, StaffHttpClient } from '../matchingMethods';

export type RematchMove = {
  person: string;
  kind: 'student' | 'ta';
  from: string | null;
  to: string | null;
  reason: string;
};

/** `GET /api/admin/matching/{course}/rematch/`: the course's latest rematch as staff review it. */
export type Rematch = {
  course: string;
  rematch_id: string;
  status: 'proposed' | 'applied';
  proposed_at: string;
  applied_at: string | null;
  move_count: number;
  moves_bound: number;
  moves: RematchMove[];
  left: { person: string; kind: 'student' | 'ta'; from: string }[];
  unmatched: { id: string; reason: string; detail: string }[];
  changed_pods: string[];
  closed_pods: string[];
  pod_names: Record<string, string>;
};

export type RematchEmail = { person: string; name: string; email: { to: string; subject: string; text: string } };

export type ProposalListEntry = {
  proposal_id: string;
  proposed_at: string;
  pod_size: PodSize | null;
  adjusted: boolean;
  latest: boolean;
  pods: number;
  objective: MatchingObjective;
};

export type ProposalComparison = {
  proposals: {
    proposal_id: string;
    proposed_at: string;
    pod_size: PodSize | null;
    objective: MatchingObjective;
    pod_sizes: { pods: number; smallest: number; largest: number; mean: number; histogram: Record<string, number> };
  }[];
  differences: { a: string; b: string; people: number; in_different_pod: number }[];
};

export interface RematchMethods {
  recordDropOut(applicationId: string, reason: string): Promise<unknown>;
  getRematch(course: string): Promise<Rematch | null>;
  proposeRematch(course: string, replaceTas: string[]): Promise<Rematch>;
  previewRematch(course: string, rematchId: string): Promise<{ results: RematchEmail[] }>;
  applyRematch(course: string, rematchId: string): Promise<Rematch>;
  listProposals(course: string): Promise<{ formed: boolean; results: ProposalListEntry[] }>;
  compareProposals(course: string, ids: string[]): Promise<ProposalComparison>;
  chooseProposal(course: string, proposalId: string): Promise<MatchingProposal>;
}

const post = <T>(http: StaffHttpClient, url: string, body: unknown) =>
  http(url, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as T);
const base = (course: string) => `/api/admin/matching/${encodeURIComponent(course)}`;

/** Staff's rematch and comparison commands (docs/architecture.md §8); a course never rematched reads as null. */
export const rematchMethods = (http: StaffHttpClient): RematchMethods => ({
  recordDropOut: (applicationId, reason) =>
    post(http, `/api/admin/applications/${encodeURIComponent(applicationId)}/drop-out/`, { reason }),
  getRematch: (course) =>
    http(`${base(course)}/rematch/`).then(
      ({ json }) => json as Rematch,
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      },
    ),
  proposeRematch: (course, replaceTas) => post(http, `${base(course)}/rematch/`, { replace_tas: replaceTas }),
  previewRematch: (course, rematchId) => post(http, `${base(course)}/rematch/preview/`, { rematch_id: rematchId }),
  applyRematch: (course, rematchId) => post(http, `${base(course)}/rematch/apply/`, { rematch_id: rematchId }),
  listProposals: (course) =>
    http(`${base(course)}/proposals/`).then(({ json }) => json as { formed: boolean; results: ProposalListEntry[] }),
  compareProposals: (course, ids) =>
    http(`${base(course)}/compare/?ids=${ids.map(encodeURIComponent).join(',')}`).then(
      ({ json }) => json as ProposalComparison,
    ),
  chooseProposal: (course, proposalId) =>
    post(http, `${base(course)}/proposals/${encodeURIComponent(proposalId)}/choose/`, {}),
});

export const useRematchProvider = () => useDataProvider<StaffDataProvider & RematchMethods>();
