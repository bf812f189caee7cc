import { z } from 'zod';
import { timeSlotSchema } from '../profile/time-slots';
import { CERTIFICATE_TYPES } from './certificate';

/** A row of `GET /api/admin/pods/` (staff's list of formed pods). */
export const podListRowSchema = z.object({
  id: z.string(),
  course: z.string(),
  course_name: z.string(),
  name: z.string(),
  /** The course and the megapod's key (a key is unique only within its course). */
  megapod: z.string(),
  megapod_name: z.string(),
  time_slot: timeSlotSchema,
  language: z.string(),
  low_fi: z.boolean(),
  dataset: z.string(),
  ta_name: z.string().nullable(),
  project_ta_name: z.string().nullable(),
  student_count: z.number().int(),
  meeting_link: z.string().nullable(),
});
export type PodListRow = z.infer<typeof podListRowSchema>;

/** A row of `GET /api/admin/megapods/`: the pods of one course sharing a megapod, with its TAs. */
export const megapodListRowSchema = z.object({
  id: z.string(),
  course: z.string(),
  course_name: z.string(),
  name: z.string(),
  time_slot: timeSlotSchema,
  dataset: z.string(),
  pods: z.number().int(),
  students: z.number().int(),
  lead_ta_name: z.string().nullable(),
  project_ta_names: z.array(z.string()),
});
export type MegapodListRow = z.infer<typeof megapodListRowSchema>;

/** A row of `GET /api/admin/certificates/`: one matched student (`id`, the application's) and their certificate. */
export const certificateListRowSchema = z.object({
  id: z.string(),
  course: z.string(),
  course_name: z.string(),
  pod: z.string(),
  pod_name: z.string(),
  student_name: z.string(),
  email: z.string(),
  /** Σ (1 − percentage) over the attendance records, to two decimals. */
  absence_days: z.number(),
  completed_course: z.boolean(),
  completed_project: z.boolean(),
  attendance_exception: z.boolean(),
  /** The rule of docs/architecture.md §5: the TA's completion mark and at most two absence-days, or an exception. */
  eligible: z.boolean(),
  certificate_id: z.string().nullable(),
  /** Null until the certificate is issued. */
  certificate_type: z.enum(CERTIFICATE_TYPES).nullable(),
  issued: z.boolean(),
  issued_at: z.string().nullable(),
  completed_survey: z.boolean(),
});
export type CertificateListRow = z.infer<typeof certificateListRowSchema>;

/** A row of `GET /api/admin/certificate-exceptions/`: staff's exception to the absence rule, with its reason. */
export const certificateExceptionRowSchema = z.object({
  /** The student application's id. */
  id: z.string(),
  course: z.string(),
  course_name: z.string(),
  student_name: z.string(),
  email: z.string(),
  reason: z.string(),
  /** The granting staff member's user id, and their name (null once that account is gone). */
  granted_by: z.string(),
  granted_by_name: z.string().nullable(),
  granted_at: z.string(),
});
export type CertificateExceptionRow = z.infer<typeof certificateExceptionRowSchema>;
