import { COMMAND_GROUP_MIGRATIONS } from './command-group-migrations';
import { DERIVATION_ROOT_MIGRATIONS } from './personal-data/derivation-root';
import { OUTSIDE_EFFECT_MIGRATIONS } from './outbox/outside-effects';
import type { Database } from './database/database';

/**
 * The event store's own tables. Each migration runs once, in order, under an advisory lock so that
 * several processes starting together against one Postgres do not race.
 */
export const EVENT_STORE_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: 'event-store-001-streams-and-events',
    sql: `
      CREATE TABLE streams (
        stream_id text PRIMARY KEY,
        stream_type text NOT NULL,
        version bigint NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb
      );
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_position bigint NOT NULL,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        schema_version int NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stream_id, stream_position)
      );
      CREATE INDEX events_tx_position ON events (transaction_id, global_position);
      CREATE INDEX events_type ON events (type);

      -- Events are never edited or deleted.
      CREATE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only';
      END $$;
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
        FOR EACH ROW EXECUTE FUNCTION events_are_immutable();

      -- One round trip for a whole multi-stream append. Expected versions: >= 0 exact,
      -- -1 any, -2 no_stream, -3 stream_exists. Events arrive as parallel arrays; p_event_stream
      -- holds, for each event, the index (1-based) of its stream in p_stream_ids.
      CREATE FUNCTION append_to_streams(
        p_stream_ids text[], p_stream_types text[], p_expected bigint[], p_counts int[],
        p_event_ids uuid[], p_types text[], p_schema_versions int[], p_data jsonb[], p_metadata jsonb[]
      ) RETURNS TABLE (out_stream_id text, out_next_version bigint, out_positions bigint[], out_transaction_id text)
      LANGUAGE plpgsql AS $$
      DECLARE
        i int;
        current_version bigint;
        offset_in_events int := 0;
        new_version bigint;
      BEGIN
        FOR i IN 1 .. coalesce(array_length(p_stream_ids, 1), 0) LOOP
          SELECT s.version INTO current_version FROM streams s WHERE s.stream_id = p_stream_ids[i] FOR UPDATE;
          IF NOT FOUND THEN
            IF p_expected[i] >= 0 OR p_expected[i] = -3 THEN
              RAISE EXCEPTION 'concurrency: stream % expected %, found no stream', p_stream_ids[i], p_expected[i]
                USING ERRCODE = 'P0409';
            END IF;
            INSERT INTO streams (stream_id, stream_type, version)
              VALUES (p_stream_ids[i], p_stream_types[i], p_counts[i]) ON CONFLICT DO NOTHING;
            IF NOT FOUND THEN
              RAISE EXCEPTION 'concurrency: stream % was created concurrently', p_stream_ids[i]
                USING ERRCODE = 'P0409';
            END IF;
            current_version := 0;
          ELSE
            IF p_expected[i] = -2 OR (p_expected[i] >= 0 AND p_expected[i] <> current_version) THEN
              RAISE EXCEPTION 'concurrency: stream % expected %, found %', p_stream_ids[i], p_expected[i], current_version
                USING ERRCODE = 'P0409';
            END IF;
            UPDATE streams s SET version = current_version + p_counts[i] WHERE s.stream_id = p_stream_ids[i];
          END IF;
          new_version := current_version + p_counts[i];
          WITH inserted AS (
            INSERT INTO events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
            SELECT p_stream_ids[i], current_version + n, p_event_ids[offset_in_events + n],
                   p_types[offset_in_events + n], p_schema_versions[offset_in_events + n],
                   p_data[offset_in_events + n], p_metadata[offset_in_events + n]
            FROM generate_series(1, p_counts[i]) AS n
            RETURNING events.global_position
          )
          SELECT array_agg(inserted.global_position ORDER BY inserted.global_position) INTO out_positions FROM inserted;
          offset_in_events := offset_in_events + p_counts[i];
          out_stream_id := p_stream_ids[i];
          out_next_version := new_version;
          out_transaction_id := pg_current_xact_id()::text;
          RETURN NEXT;
        END LOOP;
        PERFORM pg_notify('events_appended', '');
      END $$;
    `,
  },
  {
    id: 'event-store-002-personal-data-keys',
    sql: `
      -- One data key per person, wrapped by the master key. Erasing deletes the wrapped key for good.
      CREATE TABLE personal_data_keys (
        subject_id text PRIMARY KEY,
        wrapped_key bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz
      );
    `,
  },
  {
    id: 'event-store-003-subscriptions-and-outbox',
    sql: `
      -- Checkpoint of each async consumer: the pair (transaction_id, global_position), docs/architecture.md §3.
      CREATE TABLE subscription_checkpoints (
        name text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0',
        global_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      -- Side effects requested by commands, written in the command's transaction. job_id is
      -- deterministic so that a retried command or a re-dispatch never creates a second job.
      CREATE TABLE outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        job_id text NOT NULL UNIQUE,
        type text NOT NULL,
        payload jsonb NOT NULL,
        run_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'dispatched', 'done', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        max_attempts int NOT NULL DEFAULT 5,
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      );
      CREATE INDEX outbox_due ON outbox (run_at) WHERE status IN ('pending', 'running', 'dispatched');
    `,
  },
  {
    id: 'event-store-004-notify-after-commit',
    sql: `
      -- The append no longer notifies inside the transaction: the store notifies after the commit
      -- (CoalescedNotifier), because a NOTIFY makes every commit of the database wait on one lock.
      DO $$
      DECLARE
        definition text;
        notify text := 'PERFORM pg_notify(''events_appended'', '''');';
      BEGIN
        SELECT pg_get_functiondef('append_to_streams'::regproc) INTO definition;
        IF position(notify IN definition) = 0 THEN
          RAISE EXCEPTION 'append_to_streams has no NOTIFY to remove';
        END IF;
        EXECUTE replace(definition, notify, '');
      END $$;
    `,
  },
  ...COMMAND_GROUP_MIGRATIONS,
  ...OUTSIDE_EFFECT_MIGRATIONS,
  ...DERIVATION_ROOT_MIGRATIONS,
];

export async function runMigrations(
  db: Database,
  migrations: ReadonlyArray<{ id: string; sql: string }>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Serialises concurrent starters; released at commit.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['course-portal-migrations']);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      ran.push(migration.id);
    }
    return ran;
  });
}

/**
 * Splits a script on semicolons outside dollar-quoted bodies, string literals and comments, so each statement
 * can run through the transaction's `query` (PGlite's `exec` is not available on a transaction).
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let dollarTag: string | null = null;
  let inString = false;
  for (let i = 0; i < script.length; i++) {
    const char = script[i];
    if (!inString && char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i))?.[0];
      if (tag) {
        if (dollarTag === null) dollarTag = tag;
        else if (dollarTag === tag) dollarTag = null;
        current += tag;
        i += tag.length - 1;
        continue;
      }
    }
    if (dollarTag === null && !inString && script.startsWith('--', i)) {
      // A comment may hold semicolons; keep it out of the statement.
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end;
      current += '\n';
      continue;
    }
    if (dollarTag === null && char === "'") inString = !inString;
    if (dollarTag === null && !inString && char === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
