import { specFor } from '../shared/testing/given-when-then';
import { claimDecider } from './identifier-claim';

const spec = specFor(claimDecider);
const now = new Date('2026-06-01T12:00:00Z');
const at = now.toISOString();
const claim = (userId: string) => ({ type: 'Claim' as const, userId, now, takenMessage: 'taken', field: 'email' });

describe('an email address claim', () => {
  it('goes to the first account', () =>
    spec([])
      .when(claim('u1'))
      .then([{ type: 'IdentifierClaimed', data: { userId: 'u1', claimedAt: at } }]));

  it('refuses a second account with the unique code on the field', () =>
    spec([{ type: 'IdentifierClaimed', data: { userId: 'u1', claimedAt: at } }])
      .when(claim('u2'))
      .thenThrows('unique', 'email'));

  it('is free again once released', () =>
    spec([
      { type: 'IdentifierClaimed', data: { userId: 'u1', claimedAt: at } },
      { type: 'IdentifierReleased', data: { userId: 'u1', releasedAt: at } },
    ])
      .when(claim('u2'))
      .then([{ type: 'IdentifierClaimed', data: { userId: 'u2', claimedAt: at } }]));

  it('cannot be released by another account', () =>
    spec([{ type: 'IdentifierClaimed', data: { userId: 'u1', claimedAt: at } }])
      .when({ type: 'Release', userId: 'u2', now })
      .then([]));
});
