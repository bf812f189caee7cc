import { WEBHOOK_EVENT_TYPES } from '@portal/domain';
import type { Database, Projection } from '@portal/event-store';
import { queueEvents } from './webhook-deliveries';
import { WEBHOOKS_CHANNEL } from './webhook-tables';

/**
 * Turns the global log into queued deliveries, run as a checkpointed subscription (exactly once per
 * event, in the log's order, never from a command). Not a read model: it is not in the projection
 * registry, so a replay never sends anything again.
 */
export function webhookFanout(db: Database): Projection {
  return {
    name: 'webhook-fanout',
    eventTypes: WEBHOOK_EVENT_TYPES,
    tables: [],
    async createTables() {
      // Its table is the webhook migration's; nothing to create per replay.
    },
    async apply(tx, events) {
      const queued = await queueEvents(tx, events);
      if (queued > 0) db.notifyOnCommit(tx, WEBHOOKS_CHANNEL);
    },
  };
}
