import { z } from 'zod';

/** The five certificate types (spec 1 §6): two for students, three for TAs. */
export const CERTIFICATE_TYPES = [
  'completed_the_course',
  'completed_the_course_and_project',
  'ta_certificate',
  'lead_ta_certificate',
  'project_ta_certificate',
] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** Certificates created after this day show their link only once the end-of-course survey is done (spec 1 §5). */
export const SURVEY_RULE_FROM = '2024-01-01T00:00:00.000Z';

/** `GET /api/users/certificates/` (the owner's Documents tab, spec 1 §3 "Certificate"). */
export const certificateViewSchema = z.object({
  id: z.string(),
  created: z.string(),
  certificate_type: z.enum(CERTIFICATE_TYPES),
  completed_survey: z.boolean(),
  course: z.string(),
  course_name: z.string(),
  /** Whether the link may be shown: the survey rule is met. */
  available: z.boolean(),
});
export type CertificateView = z.infer<typeof certificateViewSchema>;

/** `GET /api/certificates/{id}/` (public; spec 2 §3 "Certificate", §2 "Public certificate"). */
export const publicCertificateViewSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  certificate_type: z.enum(CERTIFICATE_TYPES),
  course: z.string(),
  /** `course_length`, or `course_length_project` for a certificate with the project. */
  course_hours: z.number(),
  issued: z.string(),
  pdf_url: z.string(),
});
export type PublicCertificateView = z.infer<typeof publicCertificateViewSchema>;

/** `GET /api/social/orcid/education/`: one record per published certificate (spec 1 §3). */
export const orcidEducationRecordViewSchema = z.object({ cert_id: z.string(), record_id: z.string() });
export type OrcidEducationRecordView = z.infer<typeof orcidEducationRecordViewSchema>;

export const orcidPublishSchema = z.object({ cert_id: z.string().min(1).max(64) });
export const orcidRemoveSchema = z.object({ record_id: z.string().min(1).max(64) });

/** `POST /api/admin/certificates/survey/`: the student applications whose end-of-course survey is done. */
export const certificateSurveySchema = z.object({
  applications: z.array(z.string().min(1).max(64)).min(1).max(10_000),
});

/** Its answer: one outcome per application, a refusal with its reason (docs/architecture.md §4.2 codes). */
export const certificateSurveyResultsSchema = z.object({
  results: z.array(
    z.union([
      z.object({ id: z.string(), ok: z.literal(true) }),
      z.object({ id: z.string(), ok: z.literal(false), error: z.object({ code: z.string(), detail: z.string() }) }),
    ]),
  ),
});
