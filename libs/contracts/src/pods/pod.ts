import { z } from 'zod';
import { MESSAGES } from '../messages';
import { timeSlotSchema } from '../profile/time-slots';

/** Someone shown on a pod: a TA or lead TA. Emails of TAs are for the pod's members (spec 2 §2). */
export const podPersonViewSchema = z.object({ full_name: z.string(), email: z.string() });
export type PodPersonView = z.infer<typeof podPersonViewSchema>;

export const podAttendanceViewSchema = z.object({
  id: z.string(),
  /** A weekday between the course's start and end, `YYYY-MM-DD`. */
  day: z.string(),
  percentage: z.number(),
  project_percentage: z.number(),
});
export type PodAttendanceView = z.infer<typeof podAttendanceViewSchema>;

/** Where a student of the pod stands: still enrolled, or dropped out (recorded by staff, §8.2). */
export const POD_STUDENT_STATUSES = ['enrolled', 'dropped_out'] as const;
export type PodStudentStatus = (typeof POD_STUDENT_STATUSES)[number];

/**
 * A student of the pod. Only the pod's TAs and staff get `email`, `status`, the attendance and the
 * completion marks (docs/architecture.md §5.8); a fellow student sees the name and picture only.
 */
export const podStudentViewSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  profile_image: z.string().nullable(),
  /** A dropped-out student stays on the pod until the next rematch: the TA records nothing more for them. */
  status: z.enum(POD_STUDENT_STATUSES).nullable(),
  attendance: z.array(podAttendanceViewSchema),
  completed_course: z.boolean().nullable(),
  completed_project: z.boolean().nullable(),
});
export type PodStudentView = z.infer<typeof podStudentViewSchema>;

/** `login_email` and `email_password` are for the pod's TAs only (null for anyone else). */
export const podZoomViewSchema = z.object({
  meeting_link: z.string().nullable(),
  claim_host_key: z.string().nullable(),
  login_email: z.string().nullable(),
  email_password: z.string().nullable(),
  transcripts: z.boolean(),
});
export type PodZoomView = z.infer<typeof podZoomViewSchema>;

export const megapodPodViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  ta_name: z.string().nullable(),
  ta_email: z.string().nullable(),
  language: z.string(),
  time_slot: timeSlotSchema,
});
export type MegapodPodView = z.infer<typeof megapodPodViewSchema>;

/** A project group in a pod view: the student sees their own, the pod's TAs and staff every group. */
export const projectGroupViewSchema = z.object({
  name: z.string(),
  data_set: z.string(),
  students: z.array(z.string()),
  mentor: podPersonViewSchema.nullable(),
});
export type ProjectGroupView = z.infer<typeof projectGroupViewSchema>;

/** What the caller may do on a pod: `ta` manages attendance and completion; `student` only reads. */
export const POD_VIEWER_ROLES = ['ta', 'project_ta', 'lead_ta', 'student', 'staff'] as const;

/** `GET /api/pods/{id}/` (spec 2 §3 "Pod"). */
export const podViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  course: z.string(),
  time_slot: timeSlotSchema,
  language: z.string(),
  low_fi: z.boolean(),
  megapod_name: z.string(),
  megapod_pods: z.array(megapodPodViewSchema),
  lead_ta_name: z.string().nullable(),
  lead_ta_email: z.string().nullable(),
  dataset: z.string(),
  second_dataset: z.string().nullable(),
  ta_info: podPersonViewSchema.nullable(),
  project_ta_info: podPersonViewSchema.nullable(),
  zoom: podZoomViewSchema,
  students: z.array(podStudentViewSchema),
  /** The pod's project groups and their mentors (the mentor round): a student sees only their own. */
  project_groups: z.array(projectGroupViewSchema),
  viewer_role: z.enum(POD_VIEWER_ROLES),
});
export type PodView = z.infer<typeof podViewSchema>;

/** `GET /api/pods/?ids=a,b`: up to 20 pod ids. */
export const podIdsQuerySchema = z.object({
  ids: z
    .string()
    .trim()
    .min(1)
    .transform((ids) => [
      ...new Set(
        ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(64)).min(1).max(20)),
});

/** A day's attendance, from 0 to 1 (spec 2 §5): the API's rule, which the TA's grid checks before sending. */
export const attendanceFractionSchema = z
  .number({ error: MESSAGES.attendanceBetweenOneAndZero })
  .min(0, MESSAGES.attendanceBetweenOneAndZero)
  .max(1, MESSAGES.attendanceBetweenOneAndZero);

/** `PUT /api/pods/attendance/{id}/` (spec 2 §7: id, day, percentage, project_percentage). */
export const attendanceUpdateSchema = z.object({
  id: z.string().max(64).optional(),
  day: z.iso.date().optional(),
  percentage: attendanceFractionSchema,
  project_percentage: attendanceFractionSchema,
});
export type AttendanceUpdate = z.infer<typeof attendanceUpdateSchema>;

/** `POST /api/users/certificates/`: the pod's TA marks a student's completion (spec 1 §7, spec 2 §7). */
export const completionSchema = z.object({
  user: z.string().min(1).max(64),
  pod: z.string().min(1).max(64),
  course: z.string().min(1).max(64),
  completed_course: z.boolean(),
  completed_project: z.boolean(),
});
export type CompletionInput = z.infer<typeof completionSchema>;

/** Staff set a pod's meeting details (the pod's TAs alone see the login and password). */
export const podMeetingSchema = z.object({
  meeting_link: z.url().max(500).nullable(),
  claim_host_key: z.string().trim().max(100).nullable(),
  login_email: z.email().max(254).nullable(),
  email_password: z.string().max(200).nullable(),
  transcripts: z.boolean(),
});
export type PodMeetingInput = z.infer<typeof podMeetingSchema>;
