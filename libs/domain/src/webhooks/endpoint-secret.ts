import type { Decider, DomainEvent } from '../shared/decider';

/** How long the secret a rotation replaces keeps signing beside the new one (docs/architecture.md §9). */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * An admin replaced an endpoint's signing secret. The secrets themselves never enter the log (they
 * live in the endpoint's row); the event says when, and until when the replaced one still signs.
 */
export type WebhookSecretRotated = DomainEvent<
  'WebhookSecretRotated',
  { endpointId: string; rotatedAt: string; previousValidUntil: string }
>;

export type WebhookEndpointCommand = { type: 'RotateWebhookSecret'; endpointId: string; now: Date };

export interface WebhookEndpointState {
  rotations: number;
  previousValidUntil: string | null;
}

export const webhookEndpointStreamId = (endpointId: string): string => `webhook-endpoint-${endpointId}`;

export const webhookEndpointDecider: Decider<WebhookEndpointCommand, WebhookSecretRotated, WebhookEndpointState> = {
  eventTypes: { WebhookSecretRotated: true },
  initialState: () => ({ rotations: 0, previousValidUntil: null }),

  // One event and one command: no switch on their type until a second one comes (then with assertNever).
  evolve: (state, event) => ({ rotations: state.rotations + 1, previousValidUntil: event.data.previousValidUntil }),

  decide({ endpointId, now }) {
    const previousValidUntil = new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString();
    return [{ type: 'WebhookSecretRotated', data: { endpointId, rotatedAt: now.toISOString(), previousValidUntil } }];
  },
};

/** The secrets that sign at `now`: the current one, and the replaced one until its overlap ends. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousValidUntil: Date | null },
  now: Date,
): [string, ...string[]] {
  const { secret, previousSecret, previousValidUntil } = endpoint;
  const overlapping = previousSecret !== null && previousValidUntil !== null && now < previousValidUntil;
  return overlapping ? [secret, previousSecret] : [secret];
}
