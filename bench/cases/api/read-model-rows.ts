import { Client } from 'pg';

/** The password of every bench session is `bench-token-{n}`: the API stores only its SHA-256. */
export const benchToken = (n: number) => `bench-token-${n}`;

/**
 * Copies the demo applicant's read-model rows (account, profile, applications) to `users` people, with
 * `applications` applications between them and one live session each, in bulk SQL: the API reads
 * exactly these tables, so the bench needs no events for them.
 */
export async function copyApplicantRows(url: string, users: number, applications: number): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE role IS NULL LIMIT 1');
    const template = rows[0].id;
    const person = (prefix: string) => `md5('${prefix}' || i)::uuid::text`;
    await client.query(
      `INSERT INTO users (id, email, email_index, first_name, last_name, role, email_verified, password_hash, registered_at, updated_at)
       SELECT ${person('u')}, 'bench-' || i || '@example.org', md5('e' || i) || md5('f' || i), first_name, last_name, NULL,
              email_verified, password_hash, registered_at, updated_at
         FROM users, generate_series(1, $2::int) i WHERE id = $1`,
      [template, users],
    );
    await client.query(
      `INSERT INTO user_profiles (user_id, general_info, demographic, logistic, profile_updated_at)
       SELECT ${person('u')}, general_info, demographic, logistic, profile_updated_at
         FROM user_profiles, generate_series(1, $2::int) i WHERE user_id = $1`,
      [template, users],
    );
    // Each person gets the template's applications in turn until the total is reached.
    await client.query(
      `WITH template AS (SELECT a.*, row_number() OVER (ORDER BY submitted_at) - 1 AS k, count(*) OVER () AS n
                           FROM applications a WHERE user_id = $1)
       INSERT INTO applications (id, user_id, course_id, role, season, status, wants_to_enroll, seniority, form, personal, submitted_at, updated_at)
       SELECT md5('a' || j)::uuid::text, md5('u' || (1 + j % $2::int))::uuid::text, t.course_id, t.role, t.season, t.status,
              t.wants_to_enroll, t.seniority, t.form, t.personal, t.submitted_at, t.updated_at
         FROM generate_series(0, $3::int - 1) j JOIN template t ON t.k = (j / $2::int) % t.n`,
      [template, users, applications],
    );
    await client.query(
      `INSERT INTO user_sessions (token_hash, session_id, user_id, method, started_at)
       SELECT encode(sha256(('bench-token-' || i)::bytea), 'hex'), md5('s' || i)::uuid::text, ${person('u')}, 'password', now()
         FROM generate_series(1, $1::int) i`,
      [users],
    );
    // As autovacuum would have left them long before: without it, the first read of each row writes its
    // hint bits, and autovacuum's pass over these fresh tables lands in the middle of the measurement.
    await client.query('VACUUM ANALYZE');
    // The load and the vacuum wrote hundreds of MB: their checkpoint would otherwise run through the
    // measurement, and a read that must write out a dirty page to make room waits on it.
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}
