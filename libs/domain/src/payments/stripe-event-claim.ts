import type { Decider, DomainEvent } from '../shared/decider';

/**
 * Stripe delivers a webhook at least once, sometimes many times at once. Each Stripe event id is
 * claimed on its own stream `stripe-event-{id}`, appended in the same transaction as what the event
 * causes: of five concurrent deliveries one appends, the others meet a version conflict, reload, find
 * the claim and do nothing.
 */
export type StripeEventHandled = DomainEvent<
  'StripeEventHandled',
  { stripeEventId: string; stripeEventType: string; handledAt: string }
>;

export type StripeEventClaimCommand = {
  type: 'ClaimStripeEvent';
  stripeEventId: string;
  stripeEventType: string;
  now: Date;
};

export interface StripeEventClaimState {
  handled: boolean;
}

export const stripeEventStreamId = (stripeEventId: string): string => `stripe-event-${stripeEventId}`;

export const stripeEventClaimDecider: Decider<StripeEventClaimCommand, StripeEventHandled, StripeEventClaimState> = {
  eventTypes: { StripeEventHandled: true },
  initialState: () => ({ handled: false }),

  // One event and one command: no switch on their type until a second one comes (then with assertNever).
  evolve: () => ({ handled: true }),

  decide(command, state) {
    if (state.handled) return [];
    const { stripeEventId, stripeEventType, now } = command;
    return [{ type: 'StripeEventHandled', data: { stripeEventId, stripeEventType, handledAt: now.toISOString() } }];
  },
};
