import type { AdjustMentorRoundInput, MentorRoundView } from '@portal/contracts';
import type { StaffHttpClient } from '../matchingMethods';

/** The adjust command's changes (the proposal id is sent beside them); either list may be left out. */
export type MentorRoundAdjustment = Partial<Omit<AdjustMentorRoundInput, 'proposal_id'>>;

export interface MentorRoundMethods {
  getMentorRound(course: string): Promise<MentorRoundView | null>;
  proposeMentorRound(course: string): Promise<MentorRoundView>;
  adjustMentorRound(course: string, proposalId: string, changes: MentorRoundAdjustment): Promise<MentorRoundView>;
  applyMentorRound(course: string, proposalId: string): Promise<MentorRoundView>;
}

const send = (http: StaffHttpClient, url: string, body: unknown) =>
  http(url, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as MentorRoundView);
const path = (course: string, command = '') =>
  `/api/admin/mentor-rounds/${encodeURIComponent(course)}/${command ? `${command}/` : ''}`;

/**
 * Staff's mentor round commands (docs/architecture.md §8.1): propose, adjust, apply; a course never run reads
 * as null (the API's answer, not a 404).
 */
export const mentorRoundMethods = (http: StaffHttpClient): MentorRoundMethods => ({
  getMentorRound: (course) => http(path(course)).then(({ json }) => json as MentorRoundView | null),
  proposeMentorRound: (course) => send(http, '/api/admin/mentor-rounds/', { course }),
  adjustMentorRound: (course, proposalId, changes) =>
    send(http, path(course, 'adjust'), { proposal_id: proposalId, ...changes }),
  applyMentorRound: (course, proposalId) => send(http, path(course, 'apply'), { proposal_id: proposalId }),
});
