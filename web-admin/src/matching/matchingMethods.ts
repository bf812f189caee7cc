import type { AdjustMatchingInput, MatchingProposalView, PodSize } from '@portal/contracts';
import type { fetchUtils } from 'react-admin';

/** The data provider's own HTTP client: the staff token in, docs/architecture.md §4.2 errors out as HttpError. */
export type StaffHttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

/** The adjust command's changes (the proposal id is sent beside them); either list may be left out. */
export type MatchingAdjustment = Partial<Omit<AdjustMatchingInput, 'proposal_id'>>;

export interface MatchingMethods {
  getMatching(course: string): Promise<MatchingProposalView | null>;
  proposeMatching(course: string, podSize?: PodSize): Promise<MatchingProposalView>;
  adjustMatching(course: string, proposalId: string, changes: MatchingAdjustment): Promise<MatchingProposalView>;
  applyMatching(course: string, proposalId: string): Promise<MatchingProposalView>;
}

const send = (http: StaffHttpClient, url: string, body: unknown) =>
  http(url, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as MatchingProposalView);

/**
 * Staff's matching commands (docs/architecture.md §5.9): propose, adjust, apply; a course never matched reads
 * as null, which the API answers as such (not a 404, which the browser would log as a failure).
 */
export const matchingMethods = (http: StaffHttpClient): MatchingMethods => ({
  getMatching: (course) =>
    http(`/api/admin/matching/${encodeURIComponent(course)}/`).then(({ json }) => json as MatchingProposalView | null),
  proposeMatching: (course, podSize) => send(http, '/api/admin/matching/', { course, pod_size: podSize }),
  adjustMatching: (course, proposalId, changes) =>
    send(http, `/api/admin/matching/${encodeURIComponent(course)}/adjust/`, { proposal_id: proposalId, ...changes }),
  applyMatching: (course, proposalId) =>
    send(http, `/api/admin/matching/${encodeURIComponent(course)}/apply/`, { proposal_id: proposalId }),
});
