import type { AdjustMatchingInput } from '@portal/contracts';
import { HttpError, type fetchUtils } from 'react-admin';

/** The data provider's own HTTP client: the staff token in, docs/architecture.md §4.2 errors out as HttpError. */
export type StaffHttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

export type PodSize = { target: number; min: number; max: number };

export type MatchingObjective = {
  value: number;
  bound: number;
  gap: number;
  firstChoiceSlotRate: number;
  firstChoiceDataSetRate: number;
  sizeBalance: number;
  seniorityMix: number;
  matchedStudents: number;
  unmatchedStudents: number;
  projectTaShortfall: number;
  megapodsWithoutLead: number;
};

export type ProposedPod = {
  key: string;
  name: string;
  timeSlot: number;
  language: string;
  lowFi: boolean;
  dataSet: string;
  secondDataSet: string | null;
  megapod: string;
  taId: string;
  studentIds: string[];
};

export type ProposedMegapod = {
  key: string;
  name: string;
  podKeys: string[];
  projectTaIds: string[];
  leadTaId: string | null;
};

export type UnmatchedEntry = { id: string; kind: 'student' | 'ta'; reason: string; detail: string };

/** `GET /api/admin/matching/{course}/`: the course's latest proposal as staff review it. */
export type MatchingProposal = {
  course: string;
  proposal_id: string;
  status: 'proposed' | 'formed';
  adjusted: boolean;
  proposed_at: string;
  formed_at: string | null;
  /** The pod sizes this proposal was run with. */
  pod_size: PodSize;
  objective: MatchingObjective;
  pods: ProposedPod[];
  megapods: ProposedMegapod[];
  unmatched: UnmatchedEntry[];
};

/** The adjust command's changes (the proposal id is sent beside them); either list may be left out. */
export type MatchingAdjustment = Partial<Omit<AdjustMatchingInput, 'proposal_id'>>;

export interface MatchingMethods {
  getMatching(course: string): Promise<MatchingProposal | null>;
  proposeMatching(course: string, podSize?: PodSize): Promise<MatchingProposal>;
  adjustMatching(course: string, proposalId: string, changes: MatchingAdjustment): Promise<MatchingProposal>;
  applyMatching(course: string, proposalId: string): Promise<MatchingProposal>;
}

const send = (http: StaffHttpClient, url: string, body: unknown) =>
  http(url, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as MatchingProposal);

/**
 * Staff's matching commands (docs/architecture.md §5.9): propose, adjust, apply; a course never matched reads
 * as null.
 */
export const matchingMethods = (http: StaffHttpClient): MatchingMethods => ({
  getMatching: (course) =>
    http(`/api/admin/matching/${encodeURIComponent(course)}/`).then(
      ({ json }) => json as MatchingProposal,
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      },
    ),
  proposeMatching: (course, podSize) => send(http, '/api/admin/matching/', { course, pod_size: podSize }),
  adjustMatching: (course, proposalId, changes) =>
    send(http, `/api/admin/matching/${encodeURIComponent(course)}/adjust/`, { proposal_id: proposalId, ...changes }),
  applyMatching: (course, proposalId) =>
    send(http, `/api/admin/matching/${encodeURIComponent(course)}/apply/`, { proposal_id: proposalId }),
});
