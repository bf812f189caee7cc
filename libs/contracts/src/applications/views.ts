import { z } from 'zod';
import {
  APPLICATION_ROLES,
  APPLICATION_STATUSES,
  type ApplicationRole,
  type ApplicationStatus,
  ELIGIBILITY_STATUSES,
  type Seniority,
} from './enumerations';

/** The course an application is for, sent with the form on `POST .../{role}-applications/`. */
export const applicationCourseSchema = z.object({ course: z.string().trim().min(1).max(100) });

/** `PATCH .../wants-to-enroll/`: the spec sends `true`; nothing else means anything. */
export const wantsToEnrollSchema = z.object({ wants_to_enroll: z.literal(true) });

/** Which key holds the application id in a summary, by role (spec 1 §3 "Application summary"). */
export const SUMMARY_ID_KEYS = {
  student: 'student_application',
  ta: 'ta_application',
  mentor: 'mentor_application',
} as const;

/**
 * A row of `GET /api/courses/applications/` (spec 1 §3), plus the two verdicts the table's link and
 * withdraw button need, computed on the server from the same rules the commands enforce.
 */
export const applicationSummarySchema = z.object({
  id: z.string(),
  student_application: z.string().optional(),
  ta_application: z.string().optional(),
  mentor_application: z.string().optional(),
  application_type: z.enum(APPLICATION_ROLES),
  course: z.string(),
  course_name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  wants_to_enroll: z.boolean(),
  application_date: z.string(),
  deadline_date: z.string(),
  deadline_application_update_date: z.string(),
  deadline_accepting_offer_end_date: z.string(),
  course_is_active: z.boolean(),
  can_edit: z.boolean(),
  can_withdraw: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** `GET /api/courses/{role}-applications/{id}/`: the form as submitted, with its status. */
export type ApplicationView = Record<string, unknown> & {
  id: string;
  course: string;
  course_name: string;
  application_type: ApplicationRole;
  status: ApplicationStatus;
  seniority: Seniority | null;
  wants_to_enroll: boolean;
  application_date: string;
  modified: string;
};

/** The eligibility fields `GET /api/courses/` adds to each course (null for an anonymous caller). */
export const courseEligibilitySchema = z.object({
  student_application_status: z.enum(ELIGIBILITY_STATUSES).nullable(),
  ta_application_status: z.enum(ELIGIBILITY_STATUSES).nullable(),
  mentor_application_status: z.enum(ELIGIBILITY_STATUSES).nullable(),
  /** Not in the spec: the caller already holds the season's 3 applications, so a new one is refused. */
  season_application_limit_reached: z.boolean().nullable(),
});
export type CourseEligibility = z.infer<typeof courseEligibilitySchema>;
