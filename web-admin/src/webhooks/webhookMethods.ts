import type { WebhookDelivery } from '@portal/contracts';
import type { StaffHttpClient } from '../matching/matchingMethods';

/** `POST /api/admin/webhooks/{id}/rotate-secret/`: the new secret, shown once. */
export type RotatedSecret = { id: string; secret: string; previous_secret_expires_at: string };

export interface WebhookMethods {
  getWebhookEventTypes(): Promise<string[]>;
  getWebhookDeliveries(id: string): Promise<WebhookDelivery[]>;
  testWebhook(id: string): Promise<WebhookDelivery>;
  redeliverWebhook(id: string, deliveryId: number): Promise<WebhookDelivery>;
  setWebhookEnabled(id: string, enabled: boolean): Promise<unknown>;
  rotateWebhookSecret(id: string): Promise<RotatedSecret>;
}

const path = (id: string) => `/api/admin/webhooks/${encodeURIComponent(id)}`;

/** The webhooks screen's commands (docs/architecture.md §8); reads of endpoints go through ra-data-simple-rest. */
export const webhookMethods = (http: StaffHttpClient): WebhookMethods => ({
  getWebhookEventTypes: () =>
    http('/api/admin/webhooks/event-types/').then(({ json }) => (json as { results: string[] }).results),
  getWebhookDeliveries: (id) =>
    http(`${path(id)}/deliveries/?range=${encodeURIComponent('[0,99]')}`).then(({ json }) => json as WebhookDelivery[]),
  testWebhook: (id) =>
    http(`${path(id)}/test/`, { method: 'POST', body: '{}' }).then(({ json }) => json as WebhookDelivery),
  redeliverWebhook: (id, deliveryId) =>
    http(`${path(id)}/deliveries/${deliveryId}/redeliver/`, { method: 'POST', body: '{}' }).then(
      ({ json }) => json as WebhookDelivery,
    ),
  setWebhookEnabled: (id, enabled) =>
    http(`${path(id)}/`, { method: 'PATCH', body: JSON.stringify({ enabled }) }).then(({ json }) => json),
  rotateWebhookSecret: (id) =>
    http(`${path(id)}/rotate-secret/`, { method: 'POST', body: '{}' }).then(({ json }) => json as RotatedSecret),
});
