import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from './database/database';
import { toNumber } from './database/database';
import { type AppendedRow, type PreparedAppend, appendParameters, expectedRows, recordedFromRows } from './append-rows';
import { asConcurrencyError } from './errors';
import { type AggregatedStream, type StreamFold, aggregateStream } from './aggregate-stream';
import {
  type AppendRequest,
  type EventMetadata,
  type EventTypes,
  type LogPosition,
  type NewEvent,
  type Recorded,
  type RecordedEvent,
  isOneOf,
} from './events';
import type { PersonalDataPolicies } from './personal-data/personal-data-policy';
import type { PersonalDataVault } from './personal-data/personal-data-vault';

/** Turns an old event shape into the current one when it is read (events are never rewritten). */
export type Upcaster = (event: RecordedEvent) => RecordedEvent;

export interface EventStoreOptions {
  vault: PersonalDataVault;
  personalData?: PersonalDataPolicies;
  upcasters?: Readonly<Record<string, Upcaster>>;
}

/** Where a stream is read: in a transaction (a command's), and up to a moment (a view as of a date). */
export interface StreamReading {
  tx?: Queryable;
  before?: Date;
}

export interface EventRow {
  global_position: number;
  transaction_id: string;
  stream_id: string;
  stream_position: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
}

export const COLUMNS =
  'global_position, transaction_id::text AS transaction_id, stream_id, stream_position, event_id, type, schema_version, data, metadata, recorded_at';

/** Async projections listen here; every append notifies it once its transaction has committed. */
export const EVENTS_CHANNEL = 'events_appended';

export class EventStore {
  constructor(
    readonly db: Database,
    private readonly options: EventStoreOptions,
  ) {}

  get vault(): PersonalDataVault {
    return this.options.vault;
  }

  /**
   * Appends to one or more streams atomically, each at its expected version, in one round trip.
   * Runs inside the caller's transaction so that inline projections and outbox rows commit with it.
   * Returns the events as recorded, with their plain data.
   */
  async append(tx: Queryable, requests: AppendRequest[], metadata: EventMetadata): Promise<RecordedEvent[]> {
    const prepared = await this.prepareAppend(tx, requests);
    if (prepared.requests.length === 0) return [];
    const rows = await this.sendAppend(tx, prepared, metadata);
    return recordedFromRows(prepared, rows, metadata, new Date(rows[0].recorded_at));
  }

  /**
   * Issues a prepared append in a pipelined transaction without waiting for its answer, so that the
   * statements that depend only on the events (inline read models, outbox rows) go out behind it.
   * `expected`: the events as they will be recorded, when every stream is appended at an exact version
   * (`no_stream` or a number) and so their stream positions are known before the answer; they lack only
   * their global positions and transaction id (NaN and ''), which nothing issued behind an append reads.
   * `recordedAt`: the transaction's `now()`, asked before. `recorded`: the events as recorded.
   */
  issueAppend(
    tx: Queryable,
    prepared: PreparedAppend,
    metadata: EventMetadata,
    recordedAt: Date,
  ): { expected: RecordedEvent[] | null; recorded: Promise<RecordedEvent[]> } {
    const recorded = this.sendAppend(tx, prepared, metadata).then((rows) =>
      recordedFromRows(prepared, rows, metadata, recordedAt),
    );
    // Its caller awaits it once the statements behind it are issued; if building those throws first,
    // a refused append must not end the process as an unhandled rejection.
    recorded.catch(() => undefined);
    const rows = expectedRows(prepared, recordedAt);
    return { expected: rows && recordedFromRows(prepared, rows, metadata, recordedAt), recorded };
  }

  /** Sends the append of prepared requests; a stale expected version is answered with a ConcurrencyError. */
  private sendAppend(tx: Queryable, prepared: PreparedAppend, metadata: EventMetadata): Promise<AppendedRow[]> {
    const sent = tx.query<AppendedRow>(
      // now() is the transaction's start time, which is what the events' recorded_at defaults to.
      'SELECT *, now() AS recorded_at FROM append_to_streams($1::text[], $2::text[], $3::bigint[], $4::int[], $5::uuid[], $6::text[], $7::int[], $8::jsonb[], $9::jsonb[])',
      appendParameters([{ ...prepared, metadata }]),
    );
    // Sent only if the transaction commits, so it may be asked before the answer.
    this.db.notifyOnCommit(tx, EVENTS_CHANNEL);
    return sent.then(
      ({ rows }) => rows,
      (error: unknown) => {
        throw asConcurrencyError(error) ?? error;
      },
    );
  }

  /**
   * The requests that carry events, with each event's id and its stored data (personal fields
   * encrypted): what an append sends. Shared with the grouped append (append-command-group.ts).
   */
  async prepareAppend(tx: Queryable, requests: AppendRequest[]): Promise<PreparedAppend> {
    const withEvents = requests.filter((request) => request.events.length > 0);
    const events = await Promise.all(
      withEvents.flatMap((request) =>
        request.events.map(async (event) => ({
          event,
          eventId: event.eventId ?? randomUUID(),
          stored: await this.protect(tx, event),
        })),
      ),
    );
    return { requests: withEvents, events };
  }

  /** Several streams read in one query, each in order, decrypted and upcast (a command group's loads). */
  async readStreams(streamIds: string[], tx: Queryable): Promise<Map<string, RecordedEvent[]>> {
    const { rows } = await tx.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_position`,
      [streamIds],
    );
    const byStream = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
    for (const event of await this.toRecorded(tx, rows)) byStream.get(event.streamId)?.push(event);
    return byStream;
  }

  /**
   * Events of one stream in order, decrypted and upcast. With `types`, only the events of those types,
   * typed by their union (`readStream<EmailSent>(id, { types: { EmailSent: true } })`): the type is
   * checked, not assumed, so a type parameter without `types` is refused by the compiler.
   */
  async readStream(streamId: string, options?: StreamReading): Promise<RecordedEvent[]>;
  async readStream<E extends NewEvent>(
    streamId: string,
    options: StreamReading & { types: EventTypes<E> },
  ): Promise<Array<Recorded<E>>>;
  async readStream<E extends NewEvent>(
    streamId: string,
    options: StreamReading & { types?: EventTypes<E> } = {},
  ): Promise<RecordedEvent[]> {
    const events = await this.readWholeStream(streamId, options);
    const { types } = options;
    return types ? events.filter((event) => isOneOf(types, event)) : events;
  }

  /**
   * One stream folded by a decider (`aggregateStream`), outside a command: a check before one, a
   * preview, a view as of a date. The state and events are typed by the decider's.
   */
  async aggregateStream<E extends NewEvent, S>(
    streamId: string,
    decider: StreamFold<E, S>,
    options: StreamReading = {},
  ): Promise<AggregatedStream<E, S>> {
    return aggregateStream(await this.readWholeStream(streamId, options), decider);
  }

  private async readWholeStream(streamId: string, options: StreamReading): Promise<RecordedEvent[]> {
    const db = options.tx ?? this.db;
    const params: unknown[] = [streamId];
    let sql = `SELECT ${COLUMNS} FROM events WHERE stream_id = $1`;
    if (options.before) {
      params.push(options.before);
      sql += ' AND recorded_at <= $2';
    }
    const { rows } = await db.query<EventRow>(`${sql} ORDER BY stream_position`, params);
    return this.toRecorded(db, rows);
  }

  /** One event by id, decrypted and upcast (a job reads the event that asked for it). */
  async readEvent(eventId: string, tx?: Queryable): Promise<RecordedEvent | null> {
    const db = tx ?? this.db;
    const { rows } = await db.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE event_id = $1`, [eventId]);
    return rows.length ? (await this.toRecorded(db, rows))[0] : null;
  }

  async streamVersion(streamId: string, tx?: Queryable): Promise<number | null> {
    const { rows } = await (tx ?? this.db).query<{ version: number }>(
      'SELECT version FROM streams WHERE stream_id = $1',
      [streamId],
    );
    return rows.length ? toNumber(rows[0].version) : null;
  }

  /**
   * The next page of the global log after `after`. Only transactions older than every transaction
   * still running are read, so an event whose transaction drew a lower position but commits later is
   * never skipped: it is read once its transaction is visible, after the pair checkpoint.
   */
  async readAll(
    after: LogPosition,
    limit: number,
    tx?: Queryable,
    options: { types?: ReadonlyArray<string>; includeInFlight?: boolean } = {},
  ): Promise<RecordedEvent[]> {
    const db = tx ?? this.db;
    return this.toRecorded(db, await this.readAllRows(after, limit, db, options));
  }

  /**
   * `readAll` before decryption: the rows as the driver parsed them. A reader that wants the next page
   * at once (a replay) learns where it starts from the last row here, while this page is decrypted.
   */
  async readAllRows(
    after: LogPosition,
    limit: number,
    db: Queryable,
    options: { types?: ReadonlyArray<string>; includeInFlight?: boolean } = {},
  ): Promise<EventRow[]> {
    const params: unknown[] = [after.transactionId, after.globalPosition, limit];
    // `includeInFlight` drops the visibility horizon: only for a caller that holds locks guaranteeing
    // that no transaction still writing could matter to it (a replay's final swap).
    const horizon = options.includeInFlight ? 'TRUE' : 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
    let typeFilter = '';
    if (options.types) {
      params.push(options.types);
      typeFilter = 'AND type = ANY($4::text[])';
    }
    const { rows } = await db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
        WHERE ${horizon}
          AND (transaction_id, global_position) > ($1::xid8, $2::bigint) ${typeFilter}
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      params,
    );
    return rows;
  }

  /** The newest committed position, to measure how far behind a subscriber is. */
  async headPosition(): Promise<LogPosition> {
    const { rows } = await this.db.query<{ transaction_id: string; global_position: number }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
    );
    if (!rows.length) return { transactionId: '0', globalPosition: 0 };
    return { transactionId: rows[0].transaction_id, globalPosition: toNumber(rows[0].global_position) };
  }

  private async protect(tx: Queryable, event: NewEvent): Promise<unknown> {
    const policy = this.options.personalData?.[event.type];
    if (!policy) return event.data;
    const data = { ...(event.data as Record<string, unknown>) };
    const subject = policy.subject(data);
    for (const field of policy.fields) {
      if (data[field] === undefined || data[field] === null) continue;
      data[field] = await this.vault.encryptValue(tx, subject, data[field]);
    }
    return data;
  }

  /** Rows of `SELECT ${COLUMNS} FROM events` as recorded events: decrypted and upcast, as every read answers them. */
  async toRecorded(db: Queryable, rows: EventRow[]): Promise<RecordedEvent[]> {
    // The rows were just parsed by the driver and are not shared: decrypt their data where it is.
    const decrypted = await this.vault.decryptInPlace(
      db,
      rows.map((row) => row.data),
    );
    return rows.map((row, i) => {
      const event: RecordedEvent = {
        globalPosition: toNumber(row.global_position),
        transactionId: row.transaction_id,
        streamId: row.stream_id,
        streamPosition: toNumber(row.stream_position),
        eventId: row.event_id,
        type: row.type,
        schemaVersion: row.schema_version,
        data: decrypted[i],
        metadata: row.metadata,
        // The driver already made a Date (PGlite a string): the row is not shared, so it is taken as it is.
        recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
      };
      const upcast = this.options.upcasters?.[`${row.type}@${row.schema_version}`];
      return upcast ? upcast(event) : event;
    });
  }
}
