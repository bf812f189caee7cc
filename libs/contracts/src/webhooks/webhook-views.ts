import { z } from 'zod';
import { feedPositionSchema } from './webhooks';

/**
 * An event as it leaves the portal (docs/architecture.md §8): the body of every webhook delivery and each item
 * of the pull feed, one shape for both. `data` carries ids and statuses only, unless the endpoint was
 * granted personal data; its keys are the event's own, so it is free-form here.
 */
export const publicEventSchema = z
  .object({
    id: z
      .string()
      .meta({ description: 'The event id, also sent as `webhook-id` (and the deprecated `Portal-Event-Id`)' }),
    type: z.string(),
    stream: z.string(),
    position: feedPositionSchema
      .nullable()
      .meta({ description: 'Its place in the global log, to pass as `after`; null for a test ping' }),
    occurred_at: z.iso.datetime(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ description: 'An event as webhooks deliver it and the feed lists it' });
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** `GET /api/admin/feed/`: the events after `after`, and where to continue. */
export const feedPageSchema = z.object({
  results: z.array(publicEventSchema),
  next: feedPositionSchema.meta({ description: 'Pass as `after` next time; unchanged when nothing is newer' }),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string(),
  personal_data: z.boolean(),
  enabled: z.boolean(),
  /** Why the portal disabled it (3 days of failures), null while enabled or paused by an admin. */
  disabled_reason: z.string().nullable(),
  /** Until when the secret the last rotation replaced still signs beside the new one; null outside that. */
  previous_secret_expires_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** `POST /api/admin/webhooks/`: the signing secret is shown in this answer only. */
export const webhookEndpointCreatedSchema = z.object({
  id: z.uuid(),
  secret: z.string().meta({ description: '`whsec_<base64 key>`, as the standardwebhooks libraries take it' }),
});

/** `POST /api/admin/webhooks/{id}/rotate-secret/`: the new secret, shown this once. */
export const webhookSecretRotatedSchema = webhookEndpointCreatedSchema.extend({
  previous_secret_expires_at: z.iso
    .datetime()
    .meta({ description: 'The replaced secret signs beside the new one until then (24 hours)' }),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** Only a pending delivery has a next attempt. */
  next_attempt_at: z.iso.datetime().nullable(),
  last_attempt_at: z.iso.datetime().nullable(),
  delivered_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /api/admin/webhooks/event-types/`. */
export const webhookEventTypesSchema = z.object({ results: z.array(z.string()) });
