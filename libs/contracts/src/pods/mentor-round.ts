import { z } from 'zod';
import type { TimeSlot } from '../profile/time-slots';
import type { PodPersonView } from './pod';

const id = () => z.string().min(1).max(64);

/** `POST /api/admin/mentor-rounds/`: propose project groups and mentors for a course whose pods are formed. */
export const proposeMentorRoundSchema = z.object({ course: id() });

/** `POST /api/admin/mentor-rounds/{course}/adjust/`: staff's changes before applying. */
export const adjustMentorRoundSchema = z
  .object({
    proposal_id: id(),
    moves: z
      .array(z.object({ student: id(), to_group: id() }))
      .max(1000)
      .default([]),
    mentors: z
      .array(z.object({ group: id(), mentor: id().nullable() }))
      .max(1000)
      .default([]),
  })
  .refine((changes) => changes.moves.length + changes.mentors.length > 0, {
    message: 'Name at least one change.',
    path: ['moves'],
  });
export type AdjustMentorRoundInput = z.infer<typeof adjustMentorRoundSchema>;

/** `POST /api/admin/mentor-rounds/{course}/apply/`: form the groups of this proposal (the latest). */
export const applyMentorRoundSchema = z.object({ proposal_id: id() });

/** A project group in a pod view: the student sees their own, the pod's TAs and staff every group. */
export interface ProjectGroupView {
  name: string;
  data_set: string;
  students: string[];
  mentor: PodPersonView | null;
}

/** One of a mentor's groups on their course dashboard. */
export interface MentorGroupView {
  pod: string;
  pod_name: string;
  time_slot: TimeSlot;
  /** The pod's project hours in UTC, e.g. '13:30–16:30 UTC'. */
  project_time: string;
  group: string;
  data_set: string;
  students: string[];
  ta: PodPersonView | null;
}
