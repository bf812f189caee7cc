import type { AdjustMentorRoundInput } from '@portal/contracts';
import { HttpError } from 'react-admin';
import type { StaffHttpClient } from '../matchingMethods';

export type MentorRoundObjective = {
  value: number;
  bound: number;
  gap: number;
  groups: number;
  mentoredGroups: number;
  unmentoredGroups: number;
  firstDataSetGroups: number;
  extraGroups: number;
  mentorsWithGroups: number;
  ungroupedStudents: number;
};

export type MentorRoundGroup = {
  key: string;
  pod: string;
  pod_name: string;
  time_slot: number | null;
  language: string | null;
  name: string;
  data_set: string;
  student_ids: string[];
  mentor_id: string | null;
};

export type MentorRoundMentor = {
  id: string;
  max_groups: number;
  slots: number[];
  languages: string[];
  data_sets: string[];
};

/** `GET /api/admin/mentor-rounds/{course}/`: the course's latest mentor round as staff review it. */
export type MentorRound = {
  course: string;
  proposal_id: string;
  status: 'proposed' | 'applied';
  adjusted: boolean;
  proposed_at: string;
  applied_at: string | null;
  objective: MentorRoundObjective;
  groups: MentorRoundGroup[];
  mentors: MentorRoundMentor[];
  unmatched_groups: Array<{ key: string; reason: string; detail: string }>;
  unmatched_mentors: Array<{ id: string; reason: string; detail: string }>;
};

/** The adjust command's changes (the proposal id is sent beside them); either list may be left out. */
export type MentorRoundAdjustment = Partial<Omit<AdjustMentorRoundInput, 'proposal_id'>>;

export interface MentorRoundMethods {
  getMentorRound(course: string): Promise<MentorRound | null>;
  proposeMentorRound(course: string): Promise<MentorRound>;
  adjustMentorRound(course: string, proposalId: string, changes: MentorRoundAdjustment): Promise<MentorRound>;
  applyMentorRound(course: string, proposalId: string): Promise<MentorRound>;
}

const send = (http: StaffHttpClient, url: string, body: unknown) =>
  http(url, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as MentorRound);
const path = (course: string, command = '') =>
  `/api/admin/mentor-rounds/${encodeURIComponent(course)}/${command ? `${command}/` : ''}`;

/**
 * Staff's mentor round commands (docs/architecture.md §8.1): propose, adjust, apply; a course never run reads
 * as null.
 */
export const mentorRoundMethods = (http: StaffHttpClient): MentorRoundMethods => ({
  getMentorRound: (course) =>
    http(path(course)).then(
      ({ json }) => json as MentorRound,
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      },
    ),
  proposeMentorRound: (course) => send(http, '/api/admin/mentor-rounds/', { course }),
  adjustMentorRound: (course, proposalId, changes) =>
    send(http, path(course, 'adjust'), { proposal_id: proposalId, ...changes }),
  applyMentorRound: (course, proposalId) => send(http, path(course, 'apply'), { proposal_id: proposalId }),
});
