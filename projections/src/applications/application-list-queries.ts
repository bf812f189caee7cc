import type { ApplicationRole, ApplicationStatus, Language, Seniority, TimeSlot } from '@portal/contracts';
import { MASKED_TEXT, type Queryable, toNumber } from '@portal/event-store';
import { type ListPage, type ListQuery, containsPattern } from '../list-query';

/** The staff application list's filters, as ra-data-simple-rest sends them in `filter={...}`. */
export interface StaffApplicationFilter {
  id?: string | string[];
  course?: string;
  role?: ApplicationRole;
  status?: ApplicationStatus;
  seniority?: Seniority;
  /** The country the applicant resides in during the course (the one their fee is priced for). */
  country?: string;
  time_slot?: TimeSlot;
  language?: Language;
  data_set?: string;
  /** A day (`2026-03-01`) or an instant. */
  submitted_gte?: string;
  submitted_lte?: string;
  /** A staff member's id: applications they are assigned to review. */
  reviewer?: string;
  q?: string;
}

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
  seniority: 'a.seniority',
  country: "a.personal->>'residing_country_during_course'",
  review_average: 'rv.review_average',
  review_spread: 'rv.review_spread',
  review_count: 'rv.review_count',
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
  country: string | null;
  wants_to_enroll: boolean;
  applicant: string;
  applicant_name: string;
  email: string;
  application_date: string;
  modified: string;
  /** The mean of the reviews' weighted scores, and their spread (population standard deviation). */
  review_average: number | null;
  review_spread: number | null;
  review_count: number;
  /** Whether the staff member who asked has reviewed it: their queue's "next unreviewed" skips these. */
  reviewed_by_me: boolean;
  reviewer_ids: string[];
}

const FROM = `FROM applications a JOIN courses c ON c.id = a.course_id JOIN users u ON u.id = a.user_id
  LEFT JOIN user_profiles p ON p.user_id = a.user_id
  LEFT JOIN LATERAL (
    SELECT avg(r.weighted_score) AS review_average, stddev_pop(r.weighted_score) AS review_spread,
           count(*) AS review_count
      FROM application_reviews r WHERE r.application_id = a.id
  ) rv ON true`;

/**
 * One page of every applicant's applications, with the applicant's name and email, and the total;
 * `viewerId` is the staff member asking (`reviewed_by_me` is about them).
 */
export async function listApplicationsForStaff(
  db: Queryable,
  query: ListQuery<StaffApplicationFilter, ApplicationSortField>,
  options: { searchIdentity: boolean; viewerId: string },
): Promise<ListPage<ApplicationListRow>> {
  const { sql: where, params } = applicationWhere(query.filter, options);
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n ${FROM} ${where}`, params);
  const viewer = `$${params.length + 1}`;
  // Averages are numeric: PGlite answers them as text.
  type Read = Omit<ApplicationListRow, 'review_average' | 'review_spread'> & {
    review_average: string | number | null;
    review_spread: string | number | null;
  };
  const page = await db.query<Read>(
    `SELECT a.id, a.course_id AS course, c.name AS course_name, a.role, a.status, a.seniority,
            a.personal->>'residing_country_during_course' AS country, a.wants_to_enroll,
            a.user_id AS applicant, u.first_name || ' ' || u.last_name AS applicant_name, u.email,
            a.submitted_at AS application_date, a.updated_at AS modified,
            rv.review_average, rv.review_spread, rv.review_count,
            EXISTS (SELECT 1 FROM application_reviews mine
                     WHERE mine.application_id = a.id AND mine.reviewer_id = ${viewer}) AS reviewed_by_me,
            ARRAY(SELECT ar.reviewer_id FROM application_reviewers ar WHERE ar.application_id = a.id
                   ORDER BY ar.assigned_at, ar.reviewer_id) AS reviewer_ids
       ${FROM} ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order} NULLS LAST, a.id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    [...params, options.viewerId],
  );
  const rows = page.rows.map((row) => ({
    ...row,
    application_date: new Date(row.application_date).toISOString(),
    modified: new Date(row.modified).toISOString(),
    review_average: row.review_average === null ? null : Math.round(Number(row.review_average) * 100) / 100,
    review_spread: row.review_spread === null ? null : Math.round(Number(row.review_spread) * 100) / 100,
    review_count: toNumber(row.review_count),
  }));
  return { rows, total: toNumber(total.rows[0].n) };
}

/** A person the staff list's filter matches, once however many of their applications it matches. */
export interface MatchedPerson {
  user_id: string;
  /** Their personal data is erased: nobody is left to write to (the users fold masks the address). */
  erased: boolean;
}

/**
 * Everyone with an application the staff list's filter matches (the list's own WHERE), by user id:
 * whom an announcement to that group goes to.
 */
export async function peopleMatching(db: Queryable, filter: StaffApplicationFilter): Promise<MatchedPerson[]> {
  const { sql: where, params } = applicationWhere(filter, { searchIdentity: true });
  const { rows } = await db.query<MatchedPerson>(
    `SELECT DISTINCT a.user_id, u.email = $${params.length + 1} AS erased ${FROM} ${where} ORDER BY a.user_id`,
    [...params, MASKED_TEXT],
  );
  return rows;
}

/** A date alone as an upper bound means the whole of that day (UTC). */
const endOf = (bound: string) => (bound.length === 10 ? `${bound}T23:59:59.999Z` : bound);

/**
 * The WHERE clause of a filter over `applications a`, `courses c`, `users u` and `user_profiles p`,
 * with its parameters; every value is a bound parameter, never spliced into the SQL.
 */
function applicationWhere(
  filter: StaffApplicationFilter,
  options: { searchIdentity: boolean },
): { sql: string; params: unknown[] } {
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
  if (filter.seniority) add((p) => `a.seniority = ${p}`, filter.seniority);
  if (filter.country) add((p) => `lower(a.personal->>'residing_country_during_course') = lower(${p})`, filter.country);
  // A slot or language the applicant prefers or said is possible for them (logistic profile).
  if (filter.time_slot !== undefined)
    add(
      (p) =>
        `((p.logistic->>'preferred_time_slot')::int = ${p} OR (p.logistic->'possible_time_slots') @> to_jsonb(${p}::int))`,
      filter.time_slot,
    );
  if (filter.language)
    add(
      (p) => `(p.logistic->>'preferred_language' = ${p} OR (p.logistic->'possible_languages') @> to_jsonb(${p}::text))`,
      filter.language,
    );
  // Students rank two data sets, TAs and mentors name a comfortable and an alternative one.
  if (filter.data_set)
    add(
      (p) =>
        `${p} IN (a.form->>'data_set', a.form->>'second_data_set', a.form->>'comfortable_data_set', a.form->>'alternative_data_set')`,
      filter.data_set,
    );
  if (filter.reviewer)
    add(
      (p) => `EXISTS (SELECT 1 FROM application_reviewers ar WHERE ar.application_id = a.id AND ar.reviewer_id = ${p})`,
      filter.reviewer,
    );
  if (filter.submitted_gte) add((p) => `a.submitted_at >= ${p}::timestamptz`, filter.submitted_gte);
  if (filter.submitted_lte) add((p) => `a.submitted_at <= ${p}::timestamptz`, endOf(filter.submitted_lte));
  if (filter.q?.trim()) {
    const pattern = containsPattern(filter.q);
    // In anonymised review the search must not tell a reviewer whose name matches.
    if (options.searchIdentity)
      add((p) => `(u.first_name || ' ' || u.last_name ILIKE ${p} OR u.email ILIKE ${p} OR c.name ILIKE ${p})`, pattern);
    else add((p) => `c.name ILIKE ${p}`, pattern);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
