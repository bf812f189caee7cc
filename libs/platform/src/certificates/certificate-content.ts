import type { CertificateType } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';
import { type CertificateRow, findCourse, findUserById } from '@portal/projections';

/** What a certificate says: who, what, which course and how many hours (spec 2 §2 "Public certificate"). */
export interface CertificateContent {
  id: string;
  fullName: string;
  certificateType: CertificateType;
  courseName: string;
  courseHours: number;
  issuedAt: string;
}

/** Hours: `course_length_project` for a certificate with the project, else `course_length`. */
export async function certificateContent(db: Queryable, row: CertificateRow): Promise<CertificateContent> {
  const [user, course] = await Promise.all([findUserById(db, row.user_id), findCourse(db, row.course_id)]);
  const withProject = row.certificate_type === 'completed_the_course_and_project';
  return {
    id: row.id,
    fullName: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    certificateType: row.certificate_type,
    courseName: row.course_name,
    courseHours: (withProject ? course?.course_length_project : course?.course_length) ?? 0,
    issuedAt: new Date(row.issued_at).toISOString(),
  };
}
