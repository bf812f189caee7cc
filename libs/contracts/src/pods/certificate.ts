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
export interface CertificateView {
  id: string;
  created: string;
  certificate_type: CertificateType;
  completed_survey: boolean;
  course: string;
  course_name: string;
  /** Whether the link may be shown: the survey rule is met. */
  available: boolean;
}

/** `GET /api/certificates/{id}/` (public; spec 2 §3 "Certificate", §2 "Public certificate"). */
export interface PublicCertificateView {
  id: string;
  full_name: string;
  certificate_type: CertificateType;
  course: string;
  /** `course_length`, or `course_length_project` for a certificate with the project. */
  course_hours: number;
  issued: string;
  pdf_url: string;
}

/** `GET /api/social/orcid/education/`: one record per published certificate (spec 1 §3). */
export interface OrcidEducationRecordView {
  cert_id: string;
  record_id: string;
}

export const orcidPublishSchema = z.object({ cert_id: z.string().min(1).max(64) });
export const orcidRemoveSchema = z.object({ record_id: z.string().min(1).max(64) });
