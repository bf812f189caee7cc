import { APPLICATION_ROLES, APPLICATION_STATUSES, LANGUAGES, SENIORITIES, TIME_SLOTS } from '@portal/contracts';
import { z } from 'zod';
import { idFilter } from '../shared/ra-list-query';

/** A day (`2026-03-01`) or an instant, as react-admin's DateInput and DateTimeInput send them. */
const dateBound = z.iso.date().or(z.iso.datetime({ offset: true }));

/** Every filter of the staff list, as ra-data-simple-rest sends them in `filter={...}`. */
export const applicationFilterSchema = z
  .object({
    id: idFilter.optional(),
    course: z.string().min(1).max(100).optional(),
    role: z.enum(APPLICATION_ROLES).optional(),
    status: z.enum(APPLICATION_STATUSES).optional(),
    seniority: z.enum(SENIORITIES).optional(),
    /** The country the applicant resides in during the course (the one their fee is priced for). */
    country: z.string().min(1).max(100).optional(),
    time_slot: z.coerce
      .number()
      .pipe(z.union(TIME_SLOTS.map((slot) => z.literal(slot))))
      .optional(),
    language: z.enum(LANGUAGES).optional(),
    data_set: z.string().min(1).max(80).optional(),
    submitted_gte: dateBound.optional(),
    submitted_lte: dateBound.optional(),
    /** A staff member's id (`me` is the caller): applications they are assigned to review. */
    reviewer: z.string().min(1).max(100).optional(),
    q: z.string().max(200).optional(),
  })
  .strict();
export type ApplicationFilter = z.infer<typeof applicationFilterSchema>;

/** A date alone as an upper bound means the whole of that day (UTC). */
const endOf = (bound: string) => (bound.length === 10 ? `${bound}T23:59:59.999Z` : bound);

/**
 * The WHERE clause of a filter over `applications a`, `courses c`, `users u` and `user_profiles p`,
 * with its parameters; every value is a bound parameter, never spliced into the SQL.
 */
export function applicationWhere(
  filter: ApplicationFilter,
  options: { searchIdentity: boolean } = { searchIdentity: true },
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
    const pattern = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // In anonymised review the search must not tell a reviewer whose name matches.
    if (options.searchIdentity)
      add((p) => `(u.first_name || ' ' || u.last_name ILIKE ${p} OR u.email ILIKE ${p} OR c.name ILIKE ${p})`, pattern);
    else add((p) => `c.name ILIKE ${p}`, pattern);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
