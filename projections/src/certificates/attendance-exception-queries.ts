import type { CertificateExceptionRow } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';
import type { ListPage, ListQuery } from '../list-query';

/** The staff list of attendance exceptions' filters: ids (react-admin's getMany) and course. */
export interface StaffExceptionFilter {
  id?: string | string[];
  course?: string;
}

const SORT_COLUMNS = { id: 'x.application_id', granted_at: 'x.granted_at', student_name: 'student_name' } as const;
export type ExceptionSortField = keyof typeof SORT_COLUMNS;
export const EXCEPTION_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [ExceptionSortField, ...ExceptionSortField[]];

export async function listExceptionsForStaff(
  db: Queryable,
  query: ListQuery<StaffExceptionFilter, ExceptionSortField>,
): Promise<ListPage<CertificateExceptionRow>> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.filter.id !== undefined) {
    params.push([query.filter.id].flat());
    conditions.push(`x.application_id = ANY($${params.length})`);
  }
  if (query.filter.course) {
    params.push(query.filter.course);
    conditions.push(`x.course_id = $${params.length}`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const from = `FROM attendance_exceptions x JOIN courses c ON c.id = x.course_id JOIN users u ON u.id = x.user_id
                LEFT JOIN users g ON g.id = x.granted_by`;
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n ${from} ${where}`, params);
  const page = await db.query<CertificateExceptionRow & { granted_at: Date }>(
    `SELECT x.application_id AS id, x.course_id AS course, c.name AS course_name,
            u.first_name || ' ' || u.last_name AS student_name, u.email, x.reason, x.granted_by,
            coalesce(nullif(trim(coalesce(g.first_name, '') || ' ' || coalesce(g.last_name, '')), ''), g.email)
              AS granted_by_name,
            x.granted_at
       ${from} ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order}, x.application_id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  const rows = page.rows.map((row) => ({ ...row, granted_at: new Date(row.granted_at).toISOString() }));
  return { rows, total: toNumber(total.rows[0].n) };
}
