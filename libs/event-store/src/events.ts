/** Shapes of events as they go into the store and come out of it. */
export type ExpectedVersion = number | 'no_stream' | 'stream_exists' | 'any';

export interface EventMetadata {
  correlation_id: string;
  causation_id: string | null;
  /** A user id or `system`; never personal data. */
  actor: string;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  /** Defaults to 1; raised when the event's shape changes, with an upcaster for the old versions. */
  schemaVersion?: number;
  eventId?: string;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  globalPosition: number;
  /** xid8 as text: the first half of the global-log checkpoint. */
  transactionId: string;
  streamId: string;
  streamPosition: number;
  eventId: string;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * A recorded event of one of the types in `E`: a union of such events narrows its `data` by `type`,
 * as the domain's event union does. Made only by a check of the type (`isOneOf`), never by a cast.
 */
export type Recorded<E extends NewEvent = NewEvent> = RecordedEvent & E;

/**
 * Every type of `E`, as the keys of a record rather than a list, so that the compiler names a type
 * left out (structurally the same as libs/domain's `EventTypes`).
 */
export type EventTypes<E extends NewEvent> = { readonly [Type in E['type']]: true };

/** Whether the event is of one of these types, and so, as the type says, one of `E`. */
export function isOneOf<E extends NewEvent>(types: EventTypes<E>, event: RecordedEvent): event is Recorded<E> {
  return Object.hasOwn(types, event.type);
}

export interface AppendRequest {
  streamId: string;
  streamType: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
}

/** Position in the global log: the pair (transaction_id, global_position), never the position alone. */
export interface LogPosition {
  transactionId: string;
  globalPosition: number;
}

export const LOG_START: LogPosition = { transactionId: '0', globalPosition: 0 };

export function expectedVersionCode(expected: ExpectedVersion): number {
  switch (expected) {
    case 'any':
      return -1;
    case 'no_stream':
      return -2;
    case 'stream_exists':
      return -3;
    default:
      if (!Number.isInteger(expected) || expected < 0) throw new RangeError(`bad expected version ${expected}`);
      return expected;
  }
}
