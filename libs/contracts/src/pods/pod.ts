import { z } from 'zod';
import type { ProjectGroupView } from './mentor-round';
import { MESSAGES } from '../messages';
import type { TimeSlot } from '../profile/time-slots';

/** Someone shown on a pod: a TA or lead TA. Emails of TAs are for the pod's members (spec 2 §2). */
export interface PodPersonView {
  full_name: string;
  email: string;
}

export interface PodAttendanceView {
  id: string;
  /** A weekday between the course's start and end, `YYYY-MM-DD`. */
  day: string;
  percentage: number;
  project_percentage: number;
}

/**
 * A student of the pod. Only the pod's TAs get `email`, the attendance and the completion marks
 * (DESIGN.md §5); a fellow student sees the name and picture only.
 */
export interface PodStudentView {
  id: string;
  full_name: string;
  email: string | null;
  profile_image: string | null;
  attendance: PodAttendanceView[];
  completed_course: boolean | null;
  completed_project: boolean | null;
}

/** `login_email` and `email_password` are for the pod's TAs only (null for anyone else). */
export interface PodZoomView {
  meeting_link: string | null;
  claim_host_key: string | null;
  login_email: string | null;
  email_password: string | null;
  transcripts: boolean;
}

export interface MegapodPodView {
  id: string;
  name: string;
  ta_name: string | null;
  ta_email: string | null;
  language: string;
  time_slot: TimeSlot;
}

/** `GET /api/pods/{id}/` (spec 2 §3 "Pod"). */
export interface PodView {
  id: string;
  name: string;
  course: string;
  time_slot: TimeSlot;
  language: string;
  low_fi: boolean;
  megapod_name: string;
  megapod_pods: MegapodPodView[];
  lead_ta_name: string | null;
  lead_ta_email: string | null;
  dataset: string;
  second_dataset: string | null;
  ta_info: PodPersonView | null;
  project_ta_info: PodPersonView | null;
  zoom: PodZoomView;
  students: PodStudentView[];
  /** The pod's project groups and their mentors (the mentor round): a student sees only their own. */
  project_groups: ProjectGroupView[];
  /** What the caller may do here: `ta` manages attendance and completion; `student` only reads. */
  viewer_role: 'ta' | 'project_ta' | 'lead_ta' | 'student' | 'staff';
}

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

const fraction = z
  .number({ error: MESSAGES.attendanceBetweenOneAndZero })
  .min(0, MESSAGES.attendanceBetweenOneAndZero)
  .max(1, MESSAGES.attendanceBetweenOneAndZero);

/** `PUT /api/pods/attendance/{id}/` (spec 2 §7: id, day, percentage, project_percentage). */
export const attendanceUpdateSchema = z.object({
  id: z.string().max(64).optional(),
  day: z.iso.date().optional(),
  percentage: fraction,
  project_percentage: fraction,
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
