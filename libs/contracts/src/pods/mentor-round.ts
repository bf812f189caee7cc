import { z } from 'zod';
import { timeSlotSchema } from '../profile/time-slots';
import { podPersonViewSchema } from './pod';

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

/** The mentor round's measures (docs/architecture.md §8.1); the engine's own names. */
export const mentorRoundObjectiveSchema = z.object({
  value: z.number(),
  bound: z.number(),
  gap: z.number(),
  groups: z.number().int(),
  mentoredGroups: z.number().int(),
  unmentoredGroups: z.number().int(),
  firstDataSetGroups: z.number().int(),
  extraGroups: z.number().int(),
  mentorsWithGroups: z.number().int(),
  ungroupedStudents: z.number().int(),
});

/**
 * `GET /api/admin/mentor-rounds/{course}/` and the answer of every mentor-round step: the course's
 * latest round. People are application ids; `time_slot` and `language` are null for a pod the input lacks.
 */
export const mentorRoundViewSchema = z.object({
  course: z.string(),
  proposal_id: z.string(),
  status: z.enum(['proposed', 'applied']),
  adjusted: z.boolean(),
  proposed_at: z.string(),
  applied_at: z.string().nullable(),
  objective: mentorRoundObjectiveSchema,
  groups: z.array(
    z.object({
      key: z.string(),
      pod: z.string(),
      pod_name: z.string(),
      time_slot: timeSlotSchema.nullable(),
      language: z.string().nullable(),
      name: z.string(),
      data_set: z.string(),
      student_ids: z.array(z.string()),
      mentor_id: z.string().nullable(),
    }),
  ),
  mentors: z.array(
    z.object({
      id: z.string(),
      max_groups: z.number().int(),
      slots: z.array(timeSlotSchema),
      languages: z.array(z.string()),
      data_sets: z.array(z.string()),
    }),
  ),
  unmatched_groups: z.array(
    z.object({
      key: z.string(),
      reason: z.enum(['no_fitting_mentor', 'mentors_full', 'removed_by_staff']),
      detail: z.string(),
    }),
  ),
  unmatched_mentors: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(['no_fitting_group', 'groups_taken', 'removed_by_staff']),
      detail: z.string(),
    }),
  ),
});
export type MentorRoundView = z.infer<typeof mentorRoundViewSchema>;

/** One of a mentor's groups on their course dashboard (`GET /api/courses/mentor-applications/{id}/groups/`). */
export const mentorGroupViewSchema = z.object({
  pod: z.string(),
  pod_name: z.string(),
  time_slot: timeSlotSchema,
  /** The pod's project hours in UTC, e.g. '13:30–16:30 UTC'. */
  project_time: z.string(),
  group: z.string(),
  data_set: z.string(),
  students: z.array(z.string()),
  ta: podPersonViewSchema.nullable(),
});
export type MentorGroupView = z.infer<typeof mentorGroupViewSchema>;
