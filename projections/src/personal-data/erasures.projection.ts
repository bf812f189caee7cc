import { MASKED_TEXT, type Projection, type Queryable, type RecordedEvent } from '@portal/event-store';

/**
 * What erasing a person changes in each read model that keeps a plain copy of their data, by table.
 * `$1` is the list of erased user ids. Names and addresses read '[erased]' (as the log now replays
 * them), the email's blind index is freed so the address can sign up again, and social sign-ins go,
 * so nobody can sign in as the person any more (their sessions go by the user_sessions fold).
 */
const SCRUBS: Readonly<Partial<Record<string, (table: string) => string>>> = {
  users: (t) =>
    `UPDATE ${t} SET email = '${MASKED_TEXT}', first_name = '${MASKED_TEXT}', last_name = '${MASKED_TEXT}',
       email_index = 'erased-' || id, password_hash = NULL, pending_email = NULL, orcid = NULL, profile_image = NULL
     WHERE id = ANY($1::text[])`,
  user_profiles: (t) => `UPDATE ${t} SET general_info = NULL, demographic = NULL WHERE user_id = ANY($1::text[])`,
  // '{}' rather than null: readers spread `personal` into the form and read the residing country from it.
  applications: (t) => `UPDATE ${t} SET personal = '{}'::jsonb WHERE user_id = ANY($1::text[])`,
  social_accounts: (t) => `DELETE FROM ${t} WHERE user_id = ANY($1::text[])`,
  // The staff member's reason for an exception is about the student's circumstances (a policy field).
  attendance_exceptions: (t) => `UPDATE ${t} SET reason = '${MASKED_TEXT}' WHERE user_id = ANY($1::text[])`,
  // An erased reviewer's own filters: nobody else ever reads them.
  review_saved_filters: (t) => `DELETE FROM ${t} WHERE reviewer_id = ANY($1::text[])`,
};

/** The read-model tables that hold personal data and are scrubbed on erasure. */
export const SCRUBBED_TABLES: ReadonlyArray<string> = Object.keys(SCRUBS);

async function scrub(tx: Queryable, tables: ReadonlyArray<string>, userIds: string[], suffix: string): Promise<void> {
  if (userIds.length === 0) return;
  for (const table of tables) {
    const statement = SCRUBS[table];
    if (statement) await tx.query(statement(`${table}${suffix}`), [userIds]);
  }
}

/**
 * A rebuild may have read a person's events before their key was destroyed: before its fresh tables
 * are swapped in, everyone erased so far is scrubbed from them again (projections/src/replay.ts).
 */
export async function scrubErasedPeople(tx: Queryable, tables: ReadonlyArray<string>, suffix: string): Promise<void> {
  const { rows } = await tx.query<{ subject_id: string }>(
    'SELECT subject_id FROM personal_data_keys WHERE wrapped_key IS NULL',
  );
  await scrub(
    tx,
    tables,
    rows.map((row) => row.subject_id),
    suffix,
  );
}

/**
 * Inline: the erasure's own transaction scrubs every read model's copy, so no read after the erase
 * shows the person. It owns no table; it writes the personal columns of the others.
 */
export const personalDataErasuresProjection: Projection = {
  name: 'personal-data-erasures',
  eventTypes: ['PersonalDataErased'],
  tables: [],
  async createTables() {},
  async apply(tx, events: RecordedEvent[], suffix = '') {
    // A rebuild's fresh tables are scrubbed when they are swapped in, whichever of them are rebuilt.
    if (suffix) return;
    const userIds = events.map((event) => (event.data as { userId: string }).userId);
    await scrub(tx, SCRUBBED_TABLES, userIds, '');
  },
};
