/** The SQL behind group commit (CommandGroups): several commands' appends in one statement of one transaction. */
export const COMMAND_GROUP_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: 'event-store-005-append-command-group',
    sql: `
      -- Several commands' appends in one round trip of one transaction (CommandGroups). Each command
      -- runs append_to_streams on its own slice of the arrays inside a subtransaction, so a command
      -- whose expected version is stale (or that fails otherwise) writes nothing and is reported with
      -- its SQLSTATE, while the others append. p_stream_counts holds each command's number of streams.
      CREATE FUNCTION append_command_group(
        p_stream_counts int[],
        p_stream_ids text[], p_stream_types text[], p_expected bigint[], p_counts int[],
        p_event_ids uuid[], p_types text[], p_schema_versions int[], p_data jsonb[], p_metadata jsonb[]
      ) RETURNS TABLE (out_command int, out_stream_id text, out_next_version bigint, out_positions bigint[],
                       out_transaction_id text, out_error_code text, out_error_message text)
      LANGUAGE plpgsql AS $$
      DECLARE
        c int;
        first_stream int := 1;
        last_stream int;
        first_event int := 1;
        last_event int;
        appended record;
      BEGIN
        FOR c IN 1 .. coalesce(array_length(p_stream_counts, 1), 0) LOOP
          last_stream := first_stream + p_stream_counts[c] - 1;
          last_event := first_event - 1;
          FOR i IN first_stream .. last_stream LOOP
            last_event := last_event + p_counts[i];
          END LOOP;
          BEGIN
            -- append_to_streams runs to its end before the first row comes back, so an error
            -- raised in it comes before any RETURN NEXT of this command.
            FOR appended IN
              SELECT * FROM append_to_streams(
                p_stream_ids[first_stream:last_stream], p_stream_types[first_stream:last_stream],
                p_expected[first_stream:last_stream], p_counts[first_stream:last_stream],
                p_event_ids[first_event:last_event], p_types[first_event:last_event],
                p_schema_versions[first_event:last_event], p_data[first_event:last_event],
                p_metadata[first_event:last_event])
            LOOP
              out_command := c;
              out_stream_id := appended.out_stream_id;
              out_next_version := appended.out_next_version;
              out_positions := appended.out_positions;
              out_transaction_id := appended.out_transaction_id;
              out_error_code := NULL;
              out_error_message := NULL;
              RETURN NEXT;
            END LOOP;
          EXCEPTION WHEN OTHERS THEN
            out_command := c;
            out_stream_id := NULL;
            out_next_version := NULL;
            out_positions := NULL;
            out_transaction_id := NULL;
            out_error_code := SQLSTATE;
            out_error_message := SQLERRM;
            RETURN NEXT;
          END;
          first_stream := last_stream + 1;
          first_event := last_event + 1;
        END LOOP;
      END $$;
    `,
  },
  {
    id: 'event-store-006-command-group-without-subtransactions',
    sql: `
      -- append_command_group again, with the same arguments and rows, but without a subtransaction
      -- and an append_to_streams call per command: each cost about as much as the command's events.
      -- Every existing stream of the group is locked first, in stream-id order (two groups cannot
      -- deadlock on their streams); each command's expected versions are checked in turn against the
      -- versions the commands before it leave; the events of every command that passes are written
      -- by one INSERT, the streams it creates by another. A command at a stale
      -- version is reported with P0409 and writes nothing. Any other error (a stream another
      -- transaction created meanwhile, a repeated event id) fails the whole group: CommandGroups then
      -- runs each of its commands again alone, which reports it to its own command only.
      CREATE OR REPLACE FUNCTION append_command_group(
        p_stream_counts int[],
        p_stream_ids text[], p_stream_types text[], p_expected bigint[], p_counts int[],
        p_event_ids uuid[], p_types text[], p_schema_versions int[], p_data jsonb[], p_metadata jsonb[]
      ) RETURNS TABLE (out_command int, out_stream_id text, out_next_version bigint, out_positions bigint[],
                       out_transaction_id text, out_error_code text, out_error_message text)
      LANGUAGE plpgsql AS $$
      DECLARE
        -- The group's streams: first those that exist (locked), then those its commands create, each
        -- with its version as the commands checked so far leave it.
        known_ids text[] := '{}';
        known_versions bigint[] := '{}';
        known_types text[] := '{}';
        existing int;
        wanted text;
        found_version bigint;
        found_type text;
        passed boolean[] := '{}';
        -- Per stream request: its version before its events, and its first event's index in e_*.
        base bigint[] := '{}';
        first_new int[] := '{}';
        e_ids uuid[] := '{}';
        e_streams text[] := '{}';
        e_positions bigint[] := '{}';
        e_types text[] := '{}';
        e_versions int[] := '{}';
        e_data jsonb[] := '{}';
        e_metadata jsonb[] := '{}';
        positions bigint[];
        refusal text;
        created int;
        c int;
        i int;
        k int;
        n int;
        first_stream int;
        last_stream int;
        next_event int := 1;
        command_count int := coalesce(array_length(p_stream_counts, 1), 0);
      BEGIN
        -- One lookup by key per stream: a plan for "= ANY(array)" is cached from the first calls,
        -- when streams is nearly empty, and stays a sequential scan as it grows (seen in the bench).
        FOR wanted IN SELECT DISTINCT u.stream_id FROM unnest(p_stream_ids) AS u(stream_id) ORDER BY 1 LOOP
          SELECT s.version, s.stream_type INTO found_version, found_type
            FROM streams s WHERE s.stream_id = wanted FOR UPDATE;
          IF FOUND THEN
            known_ids := known_ids || wanted;
            known_versions := known_versions || found_version;
            known_types := known_types || found_type;
          END IF;
        END LOOP;
        existing := coalesce(array_length(known_ids, 1), 0);

        first_stream := 1;
        FOR c IN 1 .. command_count LOOP
          last_stream := first_stream + p_stream_counts[c] - 1;
          refusal := NULL;
          FOR i IN first_stream .. last_stream LOOP
            k := array_position(known_ids, p_stream_ids[i]);
            IF k IS NULL THEN
              IF p_expected[i] >= 0 OR p_expected[i] = -3 THEN
                refusal := format('concurrency: stream %s expected %s, found no stream', p_stream_ids[i], p_expected[i]);
                EXIT;
              END IF;
            ELSIF p_expected[i] = -2 OR (p_expected[i] >= 0 AND p_expected[i] <> known_versions[k]) THEN
              refusal := format('concurrency: stream %s expected %s, found %s', p_stream_ids[i], p_expected[i], known_versions[k]);
              EXIT;
            END IF;
          END LOOP;
          passed[c] := refusal IS NULL;
          IF refusal IS NOT NULL THEN
            out_command := c;
            out_stream_id := NULL;
            out_next_version := NULL;
            out_positions := NULL;
            out_transaction_id := NULL;
            out_error_code := 'P0409';
            out_error_message := refusal;
            RETURN NEXT;
          END IF;
          FOR i IN first_stream .. last_stream LOOP
            IF passed[c] THEN
              k := array_position(known_ids, p_stream_ids[i]);
              IF k IS NULL THEN
                known_ids := known_ids || p_stream_ids[i];
                known_versions := known_versions || 0::bigint;
                known_types := known_types || p_stream_types[i];
                k := array_length(known_ids, 1);
              END IF;
              base[i] := known_versions[k];
              first_new[i] := coalesce(array_length(e_ids, 1), 0) + 1;
              FOR n IN 1 .. p_counts[i] LOOP
                e_ids := e_ids || p_event_ids[next_event + n - 1];
                e_streams := e_streams || p_stream_ids[i];
                e_positions := e_positions || (known_versions[k] + n);
                e_types := e_types || p_types[next_event + n - 1];
                e_versions := e_versions || p_schema_versions[next_event + n - 1];
                e_data := e_data || p_data[next_event + n - 1];
                e_metadata := e_metadata || p_metadata[next_event + n - 1];
              END LOOP;
              known_versions[k] := known_versions[k] + p_counts[i];
            END IF;
            next_event := next_event + p_counts[i];
          END LOOP;
          first_stream := last_stream + 1;
        END LOOP;
        IF coalesce(array_length(e_ids, 1), 0) = 0 THEN
          RETURN;
        END IF;

        INSERT INTO streams (stream_id, stream_type, version)
          SELECT known_ids[j], known_types[j], known_versions[j]
            FROM generate_series(existing + 1, coalesce(array_length(known_ids, 1), 0)) AS j
          ON CONFLICT DO NOTHING;
        GET DIAGNOSTICS created = ROW_COUNT;
        IF created <> coalesce(array_length(known_ids, 1), 0) - existing THEN
          RAISE EXCEPTION 'concurrency: a stream of the group was created concurrently' USING ERRCODE = 'P0409';
        END IF;
        -- By key, one stream at a time, for the reason the lock above is.
        FOR k IN 1 .. existing LOOP
          UPDATE streams s SET version = known_versions[k]
           WHERE s.stream_id = known_ids[k] AND s.version <> known_versions[k];
        END LOOP;

        WITH inserted AS (
          INSERT INTO events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
          SELECT e.stream_id, e.stream_position, e.event_id, e.type, e.schema_version, e.data, e.metadata
            FROM unnest(e_streams, e_positions, e_ids, e_types, e_versions, e_data, e_metadata)
                 WITH ORDINALITY AS e(stream_id, stream_position, event_id, type, schema_version, data, metadata, ord)
           ORDER BY e.ord
          RETURNING events.event_id, events.global_position
        )
        SELECT array_agg(inserted.global_position ORDER BY e.ord) INTO positions
          FROM inserted JOIN unnest(e_ids) WITH ORDINALITY AS e(event_id, ord) USING (event_id);

        first_stream := 1;
        FOR c IN 1 .. command_count LOOP
          last_stream := first_stream + p_stream_counts[c] - 1;
          IF passed[c] THEN
            FOR i IN first_stream .. last_stream LOOP
              out_command := c;
              out_stream_id := p_stream_ids[i];
              out_next_version := base[i] + p_counts[i];
              out_positions := positions[first_new[i] : first_new[i] + p_counts[i] - 1];
              out_transaction_id := pg_current_xact_id()::text;
              out_error_code := NULL;
              out_error_message := NULL;
              RETURN NEXT;
            END LOOP;
          END IF;
          first_stream := last_stream + 1;
        END LOOP;
      END $$;
    `,
  },
];
