import { randomUUID } from 'node:crypto';
import type { ApplicationEvent } from '@portal/domain';
import { type EventStore, LOG_START, type NewEvent } from '@portal/event-store';

export interface TemplateEvent extends NewEvent {
  streamId: string;
  streamType: string;
}

/**
 * The demo applicant's events as the commands recorded them (account, email claim, profile, two
 * applications, their index and preference labels), plus a staff decision on each application, in log
 * order and decrypted: the pattern every bench applicant repeats.
 */
export async function applicantTemplate(
  store: EventStore,
): Promise<{ events: TemplateEvent[]; sharedIds: Set<string> }> {
  const log = await store.readAll(LOG_START, 100_000);
  const applicant = log.find(
    (event) => event.type === 'UserRegistered' && (event.data as { role: unknown }).role === null,
  );
  if (!applicant) throw new Error('the demo seed made no applicant');
  const userId = (applicant.data as { userId: string }).userId;
  const { rows } = await store.db.query<{ stream_id: string; stream_type: string }>(
    'SELECT stream_id, stream_type FROM streams',
  );
  const typeOf = new Map(rows.map((row) => [row.stream_id, row.stream_type]));
  const streamTypeOf = (streamId: string) => {
    const type = typeOf.get(streamId);
    if (type === undefined) throw new Error(`stream ${streamId} is not in the streams table`);
    return type;
  };
  const events: TemplateEvent[] = log
    .filter((event) => (event.data as { userId?: string }).userId === userId)
    .map((event) => ({
      streamId: event.streamId,
      streamType: streamTypeOf(event.streamId),
      type: event.type,
      data: event.data,
    }));
  const decisions = events
    .filter((event) => event.type === 'ApplicationSubmitted')
    .map((event, i): TemplateEvent => {
      const { applicationId } = event.data as { applicationId: string };
      const decision: ApplicationEvent = {
        type: 'ApplicationStatusChanged',
        data: { applicationId, userId, status: i === 0 ? 'accepted' : 'waitlist', changedAt: new Date().toISOString() },
      };
      return { streamId: event.streamId, streamType: event.streamType, ...decision };
    });
  // Ids the copies keep: the courses and everything in their events (questions, data sets).
  const sharedIds = new Set<string>();
  for (const event of log.filter((e) => e.streamId.startsWith('course-'))) {
    for (const id of JSON.stringify(event.data).match(ID_PATTERN) ?? []) sharedIds.add(id);
  }
  return { events: [...events, ...decisions], sharedIds };
}

/** UUIDs, and the 64-hex digests (blind indexes, token hashes) that must differ per person. */
export const ID_PATTERN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{64}/g;

export const freshIdLike = (id: string) =>
  id.length === 64 ? randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '') : randomUUID();
