import { randomUUID } from 'node:crypto';
import { personalDataPolicies } from '@portal/domain';
import type { EventStore, PersonalDataPolicy } from '@portal/event-store';
import { ID_PATTERN, type TemplateEvent, freshIdLike } from './applicant-template';

const CLONES_PER_CHUNK = 1000;
const EVENTS_PER_INSERT = 4000;

/**
 * Writes `total` events: copies of the template applicant, each with fresh ids, its own email and its
 * own personal-data key, encrypted as the store would encrypt them, inserted many rows per statement
 * (each statement its own transaction, as commands are). Returns how many applicants it made.
 */
export async function generateEvents(
  store: EventStore,
  template: { events: TemplateEvent[]; sharedIds: Set<string> },
  total: number,
): Promise<{ applicants: number }> {
  const text = JSON.stringify(template.events);
  const perApplicant = template.events.length;
  const applicants = Math.ceil(total / perApplicant);
  let written = 0;
  for (let first = 0; first < applicants; first += CLONES_PER_CHUNK) {
    const count = Math.min(CLONES_PER_CHUNK, applicants - first);
    const copies = await Promise.all(
      Array.from({ length: count }, (_, k) => protect(store, copyOf(text, template.sharedIds, first + k))),
    );
    const events = copies.flat().slice(0, total - written);
    await insertStreams(store, events);
    for (let i = 0; i < events.length; i += EVENTS_PER_INSERT)
      await insertEvents(store, events.slice(i, i + EVENTS_PER_INSERT));
    written += events.length;
  }
  return { applicants };
}

interface GeneratedEvent extends TemplateEvent {
  streamPosition: number;
  actor: string;
}

function copyOf(text: string, sharedIds: Set<string>, index: number): GeneratedEvent[] {
  const fresh = new Map<string, string>();
  const copied = text
    .replace(ID_PATTERN, (id) => {
      if (sharedIds.has(id)) return id;
      let copy = fresh.get(id);
      if (copy === undefined) {
        copy = freshIdLike(id);
        fresh.set(id, copy);
      }
      return copy;
    })
    .replace(/applicant@example\.org/g, `bench-applicant-${index}@example.org`);
  const positions = new Map<string, number>();
  return (JSON.parse(copied) as TemplateEvent[]).map((event) => {
    const streamPosition = (positions.get(event.streamId) ?? 0) + 1;
    positions.set(event.streamId, streamPosition);
    return { ...event, streamPosition, actor: (event.data as { userId: string }).userId };
  });
}

/** Encrypts the personal fields with the applicant's key, exactly as EventStore.append does. */
async function protect(store: EventStore, events: GeneratedEvent[]): Promise<GeneratedEvent[]> {
  const policies = personalDataPolicies as unknown as Partial<Record<string, PersonalDataPolicy>>;
  for (const event of events) {
    const policy = policies[event.type];
    if (!policy) continue;
    const data = { ...(event.data as Record<string, unknown>) };
    for (const field of policy.fields) {
      if (data[field] === undefined || data[field] === null) continue;
      data[field] = await store.vault.encryptValue(store.db, policy.subject(data), data[field]);
    }
    event.data = data;
  }
  return events;
}

async function insertStreams(store: EventStore, events: GeneratedEvent[]): Promise<void> {
  const versions = new Map<string, { type: string; version: number }>();
  for (const event of events) versions.set(event.streamId, { type: event.streamType, version: event.streamPosition });
  await store.db.query(
    'INSERT INTO streams (stream_id, stream_type, version) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])',
    [[...versions.keys()], [...versions.values()].map((v) => v.type), [...versions.values()].map((v) => v.version)],
  );
}

async function insertEvents(store: EventStore, events: GeneratedEvent[]): Promise<void> {
  await store.db.query(
    `INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])`,
    [
      events.map((e) => e.streamId),
      events.map((e) => e.streamPosition),
      events.map(() => randomUUID()),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify({ correlation_id: randomUUID(), causation_id: null, actor: e.actor })),
    ],
  );
}
