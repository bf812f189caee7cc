import type { AnnouncementAudience, AnnouncementView } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';
import type { ListPage, ListQuery } from '../list-query';
import type { AnnouncementRow } from './announcements.read-model';

/** The staff announcement list's filters: ids (react-admin's getMany), a course, drafts or sent ones. */
export interface StaffAnnouncementFilter {
  id?: string | string[];
  course?: string;
  status?: AnnouncementRow['status'];
}

const SORT_COLUMNS = {
  id: 'id',
  subject: 'subject',
  status: 'status',
  created_at: 'created_at',
  updated_at: 'updated_at',
  sent_at: 'sent_at',
} as const;
export type AnnouncementSortField = keyof typeof SORT_COLUMNS;
export const ANNOUNCEMENT_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [
  AnnouncementSortField,
  ...AnnouncementSortField[],
];

const iso = (value: Date | string) => new Date(value).toISOString();
const toView = (row: AnnouncementRow): AnnouncementView => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  audience: row.audience,
  status: row.status,
  recipient_count: row.recipient_count === null ? null : toNumber(row.recipient_count),
  left_out: row.left_out,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  sent_at: row.sent_at ? iso(row.sent_at) : null,
});

export async function listAnnouncementsForStaff(
  db: Queryable,
  query: ListQuery<StaffAnnouncementFilter, AnnouncementSortField>,
): Promise<ListPage<AnnouncementView>> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.filter.id !== undefined) add((p) => `id = ANY(${p})`, [query.filter.id].flat());
  if (query.filter.course) add((p) => `course_id = ${p}`, query.filter.course);
  if (query.filter.status) add((p) => `status = ${p}`, query.filter.status);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n FROM announcements ${where}`, params);
  const page = await db.query<AnnouncementRow>(
    `SELECT * FROM announcements ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order} NULLS LAST, id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  return { rows: page.rows.map(toView), total: toNumber(total.rows[0].n) };
}

export async function findAnnouncement(db: Queryable, id: string): Promise<AnnouncementView | null> {
  const { rows } = await db.query<AnnouncementRow>('SELECT * FROM announcements WHERE id = $1', [id]);
  return rows.length ? toView(rows[0]) : null;
}

/** What one person's copy of an announcement is filled from. */
export interface AnnouncementRecipientFacts {
  first_name: string;
  email: string;
  application_id: string;
  role: 'student' | 'ta' | 'mentor';
  course_name: string;
  /** Their offer's answer deadline when they have one, else the course's. */
  deadline: string | null;
}

/**
 * The person's application in the audience's course that their copy speaks of (its dashboard, its
 * deadline): one of the audience's role and status first, then a student's, a TA's, a mentor's.
 */
export async function announcementRecipientFacts(
  db: Queryable,
  userId: string,
  audience: AnnouncementAudience,
): Promise<AnnouncementRecipientFacts | null> {
  const { rows } = await db.query<Omit<AnnouncementRecipientFacts, 'deadline'> & { deadline: Date | string | null }>(
    `SELECT u.first_name, u.email, a.id AS application_id, a.role, c.name AS course_name,
            COALESCE(e.accepting_offer_end_date, (c.course->>'deadline_accepting_offer_end_date')::timestamptz) AS deadline
       FROM applications a JOIN users u ON u.id = a.user_id JOIN courses c ON c.id = a.course_id
       LEFT JOIN enrollments e ON e.application_id = a.id
      WHERE a.user_id = $1 AND a.course_id = $2
      ORDER BY (a.role = $3) DESC, (a.status = $4) DESC,
               CASE a.role WHEN 'student' THEN 0 WHEN 'ta' THEN 1 ELSE 2 END, a.id
      LIMIT 1`,
    [userId, audience.course, audience.role ?? null, audience.status ?? null],
  );
  const row = rows.at(0);
  return row ? { ...row, deadline: row.deadline ? iso(row.deadline) : null } : null;
}
