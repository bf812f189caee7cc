import { APPLICATION_ROLES, APPLICATION_STATUSES } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';
import { z } from 'zod';
import { type ListQuery, idFilter } from '../shared/ra-list-query';

export const applicationFilterSchema = z
  .object({
    id: idFilter.optional(),
    course: z.string().min(1).max(100).optional(),
    role: z.enum(APPLICATION_ROLES).optional(),
    status: z.enum(APPLICATION_STATUSES).optional(),
    q: z.string().max(200).optional(),
  })
  .strict();
export type ApplicationFilter = z.infer<typeof applicationFilterSchema>;

/** What each sortable field of the list orders by; the id breaks ties so pages never overlap. */
const SORT_COLUMNS = {
  id: 'a.id',
  application_date: 'a.submitted_at',
  modified: 'a.updated_at',
  status: 'a.status',
  role: 'a.role',
  course_name: 'c.name',
  applicant_name: "u.last_name || ' ' || u.first_name",
  email: 'u.email',
} as const;
export type ApplicationSortField = keyof typeof SORT_COLUMNS;
export const APPLICATION_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [ApplicationSortField, ...ApplicationSortField[]];

export interface ApplicationListRow {
  id: string;
  course: string;
  course_name: string;
  role: string;
  status: string;
  seniority: string | null;
  wants_to_enroll: boolean;
  applicant: string;
  applicant_name: string;
  email: string;
  application_date: string;
  modified: string;
}

function whereClause(filter: ApplicationFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.id !== undefined) add((p) => `a.id = ANY(${p})`, [filter.id].flat());
  if (filter.course) add((p) => `a.course_id = ${p}`, filter.course);
  if (filter.role) add((p) => `a.role = ${p}`, filter.role);
  if (filter.status) add((p) => `a.status = ${p}`, filter.status);
  if (filter.q?.trim()) {
    const pattern = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add((p) => `(u.first_name || ' ' || u.last_name ILIKE ${p} OR u.email ILIKE ${p} OR c.name ILIKE ${p})`, pattern);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const FROM = 'FROM applications a JOIN courses c ON c.id = a.course_id JOIN users u ON u.id = a.user_id';

/** One page of every applicant's applications, with the applicant's name and email, and the total. */
export async function listApplicationsForStaff(
  db: Queryable,
  query: ListQuery<ApplicationFilter, ApplicationSortField>,
): Promise<{ rows: ApplicationListRow[]; total: number }> {
  const { sql: where, params } = whereClause(query.filter);
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n ${FROM} ${where}`, params);
  const page = await db.query<ApplicationListRow>(
    `SELECT a.id, a.course_id AS course, c.name AS course_name, a.role, a.status, a.seniority, a.wants_to_enroll,
            a.user_id AS applicant, u.first_name || ' ' || u.last_name AS applicant_name, u.email,
            a.submitted_at AS application_date, a.updated_at AS modified
       ${FROM} ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order}, a.id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  const rows = page.rows.map((row) => ({
    ...row,
    application_date: new Date(row.application_date).toISOString(),
    modified: new Date(row.modified).toISOString(),
  }));
  return { rows, total: toNumber(total.rows[0].n) };
}
