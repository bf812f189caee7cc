import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@portal/event-store';

/** Event metadata for a request: who acted (a user id, `anonymous` or `system`), never personal data. */
export const requestMetadata = (actor: string): EventMetadata => ({
  correlation_id: randomUUID(),
  causation_id: null,
  actor,
});
