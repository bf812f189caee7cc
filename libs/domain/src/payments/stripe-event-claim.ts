import { type Decider, type DomainEvent, assertNever } from '../shared/decider';

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
  initialState: () => ({ handled: false }),

  evolve(_state, event) {
    switch (event.type) {
      case 'StripeEventHandled':
        return { handled: true };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ClaimStripeEvent': {
        if (state.handled) return [];
        const { stripeEventId, stripeEventType, now } = command;
        return [{ type: 'StripeEventHandled', data: { stripeEventId, stripeEventType, handledAt: now.toISOString() } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
