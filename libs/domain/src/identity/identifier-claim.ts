import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/**
 * A reservation of something only one account may hold: an email address (`email-{blind index}`) or
 * a provider account (`social-{provider}-{blind index}`). It is appended in the same transaction as
 * the account's own events, so two sign-ups can never claim one address (docs/architecture.md §5).
 */
export type ClaimEvent =
  | DomainEvent<'IdentifierClaimed', { userId: string; claimedAt: string }>
  | DomainEvent<'IdentifierReleased', { userId: string; releasedAt: string }>;

export type ClaimCommand =
  | { type: 'Claim'; userId: string; now: Date; takenMessage: string; field: string }
  | { type: 'Release'; userId: string; now: Date };

export interface ClaimState {
  holder: string | null;
}

export const emailClaimStreamId = (emailIndex: string) => `email-${emailIndex}`;
export const socialClaimStreamId = (provider: string, uidIndex: string) => `social-${provider}-${uidIndex}`;

export const claimDecider: Decider<ClaimCommand, ClaimEvent, ClaimState> = {
  eventTypes: { IdentifierClaimed: true, IdentifierReleased: true },
  initialState: () => ({ holder: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'IdentifierClaimed':
        return { holder: event.data.userId };
      case 'IdentifierReleased':
        return state.holder === event.data.userId ? { holder: null } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'Claim':
        if (state.holder === command.userId) return [];
        if (state.holder !== null) throw new DomainError('unique', command.takenMessage, command.field);
        return [{ type: 'IdentifierClaimed', data: { userId: command.userId, claimedAt: command.now.toISOString() } }];
      case 'Release':
        if (state.holder !== command.userId) return [];
        return [
          { type: 'IdentifierReleased', data: { userId: command.userId, releasedAt: command.now.toISOString() } },
        ];
      default:
        return assertNever(command);
    }
  },
};
