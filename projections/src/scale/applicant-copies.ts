import type { Queryable } from '@portal/event-store';

/**
 * For the bench only: read-model rows for a programme of many years without the events behind them
 * (folding 250,000 applications from a log takes longer than the measurement). It lives here because
 * nothing outside `projections/` writes these tables; no product code calls it.
 */

/** The password of every copied session is `bench-token-{n}`: the table keeps only its SHA-256. */
export const copiedSessionToken = (n: number) => `bench-token-${n}`;

/**
 * Copies the first applicant's rows (account, profile, applications) to `users` people, with
 * `applications` applications between them and one live session each, in bulk SQL.
 */
export async function copyApplicantRows(db: Queryable, users: number, applications: number): Promise<void> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE role IS NULL LIMIT 1');
  const template = rows[0].id;
  const person = (prefix: string) => `md5('${prefix}' || i)::uuid::text`;
  await db.query(
    `INSERT INTO users (id, email, email_index, first_name, last_name, role, email_verified, password_hash, registered_at, updated_at)
     SELECT ${person('u')}, 'bench-' || i || '@example.org', md5('e' || i) || md5('f' || i), first_name, last_name, NULL,
            email_verified, password_hash, registered_at, updated_at
       FROM users, generate_series(1, $2::int) i WHERE id = $1`,
    [template, users],
  );
  await db.query(
    `INSERT INTO user_profiles (user_id, general_info, demographic, logistic, profile_updated_at)
     SELECT ${person('u')}, general_info, demographic, logistic, profile_updated_at
       FROM user_profiles, generate_series(1, $2::int) i WHERE user_id = $1`,
    [template, users],
  );
  // Each person gets the template's applications in turn until the total is reached.
  await db.query(
    `WITH template AS (SELECT a.*, row_number() OVER (ORDER BY submitted_at) - 1 AS k, count(*) OVER () AS n
                         FROM applications a WHERE user_id = $1)
     INSERT INTO applications (id, user_id, course_id, role, season, season_id, status, wants_to_enroll, seniority, form, personal, submitted_at, updated_at, status_since)
     SELECT md5('a' || j)::uuid::text, md5('u' || (1 + j % $2::int))::uuid::text, t.course_id, t.role, t.season, t.season_id, t.status,
            t.wants_to_enroll, t.seniority, t.form, t.personal, t.submitted_at, t.updated_at, t.status_since
       FROM generate_series(0, $3::int - 1) j JOIN template t ON t.k = (j / $2::int) % t.n`,
    [template, users, applications],
  );
  await db.query(
    `INSERT INTO user_sessions (token_hash, session_id, user_id, method, started_at)
     SELECT encode(sha256(('bench-token-' || i)::bytea), 'hex'), md5('s' || i)::uuid::text, ${person('u')}, 'password', now()
       FROM generate_series(1, $1::int) i`,
    [users],
  );
}

/** How many people, applications and live sessions the read models hold, for the bench's header. */
export async function applicantRowCounts(
  db: Queryable,
): Promise<{ users: number; applications: number; sessions: number }> {
  const { rows } = await db.query<{ users: string; applications: string; sessions: string }>(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM applications) AS applications,
            (SELECT count(*) FROM user_sessions) AS sessions`,
  );
  return {
    users: Number(rows[0].users),
    applications: Number(rows[0].applications),
    sessions: Number(rows[0].sessions),
  };
}
