import type { CertificateType } from '@portal/contracts';

/** The five certificate types as the certificate's PDF titles them (spec 1 §6). */
export const CERTIFICATE_TYPE_LABELS: Record<CertificateType, string> = {
  completed_the_course: 'Certificate of completion',
  completed_the_course_and_project: 'Certificate of completion with project',
  ta_certificate: 'Teaching assistant certificate',
  lead_ta_certificate: 'Lead teaching assistant certificate',
  project_ta_certificate: 'Project teaching assistant certificate',
};
