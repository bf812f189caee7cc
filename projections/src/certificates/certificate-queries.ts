import type { CertificateListRow } from '@portal/contracts';
import { MAX_ABSENCE_DAYS } from '@portal/domain';
import { type Queryable, toNumber } from '@portal/event-store';
import type { ListPage, ListQuery } from '../list-query';

/** The staff certificate list's filters: ids (react-admin's getMany), course, eligible or not. */
export interface StaffCertificateFilter {
  id?: string | string[];
  course?: string;
  eligible?: boolean;
}

const SORT_COLUMNS = {
  id: 'id',
  student_name: 'student_name',
  course_name: 'course_name',
  pod_name: 'pod_name',
  absence_days: 'absence_days',
  issued_at: 'issued_at',
} as const;
export type CertificateSortField = keyof typeof SORT_COLUMNS;
export const CERTIFICATE_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [CertificateSortField, ...CertificateSortField[]];

/**
 * Students on pods with their absence-days (Σ 1 − percentage over the attendance records, one per
 * course weekday from the pod's forming), the TA's marks, the exception and the certificate, all from
 * read models (pods, attendance_exceptions, certificates).
 */
const STUDENTS = `
  SELECT m.application_id AS id, p.course_id AS course, c.name AS course_name, p.id AS pod, p.name AS pod_name,
         u.first_name || ' ' || u.last_name AS student_name, u.email,
         coalesce((SELECT sum(1 - a.percentage) FROM pod_attendance a
                    WHERE a.pod_id = p.id AND a.application_id = m.application_id), 0) AS absence_days,
         coalesce(m.completed_course, false) AS completed_course,
         coalesce(m.completed_project, false) AS completed_project,
         x.certificate_id IS NOT NULL AS attendance_exception,
         k.id AS certificate_id, CASE WHEN k.issued THEN k.certificate_type END AS certificate_type,
         coalesce(k.issued, false) AS issued, CASE WHEN k.issued THEN k.issued_at END AS issued_at,
         coalesce(k.completed_survey, false) AS completed_survey
    FROM pod_members m
    JOIN pods p ON p.id = m.pod_id
    JOIN courses c ON c.id = p.course_id
    JOIN users u ON u.id = m.user_id
    LEFT JOIN attendance_exceptions x ON x.application_id = m.application_id
    LEFT JOIN certificates k ON k.application_id = m.application_id
   WHERE m.role = 'student'`;

// Sums of fractions are not exact; a hair above the limit is still the limit (as the domain rule does).
const ELIGIBLE = `(completed_course AND (attendance_exception OR absence_days <= ${MAX_ABSENCE_DAYS} + 1e-9))`;

export async function listCertificatesForStaff(
  db: Queryable,
  query: ListQuery<StaffCertificateFilter, CertificateSortField>,
): Promise<ListPage<CertificateListRow>> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const { id, course, eligible } = query.filter;
  if (id !== undefined) {
    params.push([id].flat());
    conditions.push(`id = ANY($${params.length})`);
  }
  if (course) {
    params.push(course);
    conditions.push(`course = $${params.length}`);
  }
  if (eligible !== undefined) conditions.push(eligible ? ELIGIBLE : `NOT ${ELIGIBLE}`);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n FROM (${STUDENTS}) s ${where}`, params);
  const page = await db.query<
    Omit<CertificateListRow, 'absence_days' | 'issued_at'> & { absence_days: string | number; issued_at: Date | null }
  >(
    `SELECT *, ${ELIGIBLE} AS eligible FROM (${STUDENTS}) s ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order} NULLS LAST, id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  const rows = page.rows.map((row) => ({
    ...row,
    absence_days: Math.round(Number(row.absence_days) * 100) / 100,
    issued_at: row.issued_at ? new Date(row.issued_at).toISOString() : null,
  }));
  return { rows, total: toNumber(total.rows[0].n) };
}
