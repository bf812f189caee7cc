import type { CertificateView, PublicCertificateView } from '@portal/contracts';
import { certificateAvailable } from '@portal/domain';
import type { CertificateRow } from '@portal/projections';
import type { CertificateContent } from '@portal/platform';

const issuedAt = (row: CertificateRow) => new Date(row.issued_at).toISOString();

/** Whether the survey rule lets this certificate be shown (spec 1 §5). */
export const isAvailable = (row: CertificateRow): boolean => certificateAvailable(issuedAt(row), row.completed_survey);

export function ownerView(row: CertificateRow): CertificateView {
  return {
    id: row.id,
    created: issuedAt(row),
    certificate_type: row.certificate_type,
    completed_survey: row.completed_survey,
    course: row.course_id,
    course_name: row.course_name,
    available: isAvailable(row),
  };
}

export function publicView(content: CertificateContent): PublicCertificateView {
  return {
    id: content.id,
    full_name: content.fullName,
    certificate_type: content.certificateType,
    course: content.courseName,
    course_hours: content.courseHours,
    issued: content.issuedAt,
    pdf_url: `/api/certificates/${content.id}/pdf/`,
  };
}
