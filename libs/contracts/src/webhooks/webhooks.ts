import { z } from 'zod';

/** What admins are told when an endpoint is refused (docs/architecture.md §8). */
export const WEBHOOK_MESSAGES = {
  invalidUrl: 'Enter a valid http or https URL.',
  notHttps: 'Webhook endpoints must use https.',
  privateAddress: 'This URL resolves to a loopback, private or link-local address, which webhooks may not call.',
  unknownEventType: 'Unknown event type.',
  allOrSome: 'Subscribe to "*" alone, or to a list of event types.',
  cursorPastHead:
    'This position is past the newest event: the feed never issued it. Continue from a `next` the feed answered, or from 0.',
} as const;

const eventTypeList = z
  .array(z.string().trim().min(1).max(100))
  .min(1)
  .max(200)
  .refine((events) => !events.includes('*') || events.length === 1, { message: WEBHOOK_MESSAGES.allOrSome });

export const webhookEndpointCreateSchema = z.strictObject({
  url: z.string().trim().min(1).max(2000),
  events: eventTypeList,
  description: z.string().trim().max(500).default(''),
  personal_data: z.boolean().default(false),
});

export const webhookEndpointUpdateSchema = z.strictObject({
  url: z.string().trim().min(1).max(2000).optional(),
  events: eventTypeList.optional(),
  description: z.string().trim().max(500).optional(),
  personal_data: z.boolean().optional(),
  /** An admin re-enables an endpoint the portal disabled after 3 days of failures (or pauses one). */
  enabled: z.boolean().optional(),
});

export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateSchema>;
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>;

/**
 * The feed's cursor: "0" for the start of the log, else an event's `position` ("<transaction id>-<global
 * position>", the log's checkpoint pair).
 */
export const feedPositionSchema = z.string().regex(/^(0|\d{1,19}-\d{1,19})$/, 'Not a feed position.');

export const feedQuerySchema = z.strictObject({
  after: feedPositionSchema.default('0'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
