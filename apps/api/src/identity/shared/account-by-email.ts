import { type Account, claimDecider, emailClaimStreamId, userDecider, userStreamId } from '@portal/domain';
import { aggregateStream, readStreamAndHolder } from '@portal/event-store';
import type { Platform } from '@portal/platform';

/**
 * The account an address belongs to, found through its reservation `email-{blind index}` (docs/architecture.md
 * §5) and then the holder's stream, both read in one query. Null when no one holds the address (never
 * registered, released by an email change or an erasure) or the holder's stream no longer names it.
 */
export async function accountByEmail(platform: Platform, emailIndex: string): Promise<Account | null> {
  const claimStreamId = emailClaimStreamId(emailIndex);
  const streams = await readStreamAndHolder(platform.store, claimStreamId, {
    claimedType: 'IdentifierClaimed',
    holderStreamPrefix: userStreamId(''),
  });
  const claim = aggregateStream(streams.get(claimStreamId) ?? [], claimDecider).state;
  if (claim.holder === null) return null;
  const user = aggregateStream(streams.get(userStreamId(claim.holder)) ?? [], userDecider).state;
  // A reservation always follows the account's address; the check keeps a stray one from signing anyone in.
  return user.status === 'active' && user.account.emailIndex === emailIndex ? user.account : null;
}
