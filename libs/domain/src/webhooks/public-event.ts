import type { PublicEvent } from '@portal/contracts';

/**
 * The shape an event has outside the portal (webhook bodies and the feed): docs/architecture.md §8, as the
 * contract `publicEventSchema` describes it. `data` keeps ids and statuses only, unless the reader
 * was granted personal data; credentials (password hashes, meeting passwords) never leave, whatever
 * the grant.
 */
export type { PublicEvent };

/** What the public shape is made from: a recorded event's fields, decrypted. */
export interface LoggedEvent {
  eventId: string;
  type: string;
  streamId: string;
  transactionId: string;
  globalPosition: number;
  recordedAt: Date;
  data: unknown;
}

/** Keys of ids (`id`, `userId`, `applicationIds`, ...) and of statuses and enumerations. */
const ID_OR_STATUS = /^(id|ids|status|role|decision|kind)$|(Id|Ids|Status|Role|Decision)$/;
const NEVER_SHARED = new Set(['passwordHash', 'emailPassword', 'loginEmail', 'secret', 'token', 'tokenHash']);

/**
 * The log's checkpoint is a pair (transaction id, position), never the position alone (docs/architecture.md §3):
 * an event can draw a lower position than one already read and commit after it. The public position
 * carries the pair as "<transaction id>-<global position>", so resuming from it loses nothing.
 */
export function formatPosition(transactionId: string, globalPosition: number): string {
  return `${transactionId}-${globalPosition}`;
}

/**
 * True when `cursor` lies past `head`, the newest position a reader can see: no page ever handed it
 * out, since `next` is always a position already read (or the cursor it was asked with).
 */
export function isPastHead(
  cursor: { transactionId: string; globalPosition: number },
  head: { transactionId: string; globalPosition: number },
): boolean {
  const [ct, ht] = [BigInt(cursor.transactionId), BigInt(head.transactionId)];
  return ct > ht || (ct === ht && cursor.globalPosition > head.globalPosition);
}

export const POSITION_PATTERN = /^(0|\d{1,19}-\d{1,19})$/;

export function parsePosition(position: string): { transactionId: string; globalPosition: number } {
  if (!POSITION_PATTERN.test(position)) throw new RangeError(`not a feed position: ${position}`);
  if (position === '0') return { transactionId: '0', globalPosition: 0 };
  const [transactionId, globalPosition] = position.split('-');
  return { transactionId, globalPosition: Number(globalPosition) };
}

function idsAndStatuses(data: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!ID_OR_STATUS.test(key)) continue;
    const scalar = (item: unknown) => ['string', 'number', 'boolean'].includes(typeof item) || item === null;
    if (scalar(value) || (Array.isArray(value) && value.every(scalar))) kept[key] = value;
  }
  return kept;
}

function withoutCredentials(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !NEVER_SHARED.has(key)));
}

export function toPublicEvent(event: LoggedEvent, options: { personalData: boolean }): PublicEvent {
  const data = (event.data && typeof event.data === 'object' ? event.data : {}) as Record<string, unknown>;
  return {
    id: event.eventId,
    type: event.type,
    stream: event.streamId,
    position: formatPosition(event.transactionId, event.globalPosition),
    occurred_at: event.recordedAt.toISOString(),
    data: options.personalData ? withoutCredentials(data) : idsAndStatuses(data),
  };
}
