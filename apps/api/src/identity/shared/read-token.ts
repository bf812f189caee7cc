import { MESSAGES } from '@portal/contracts';
import { DomainError, type TokenKind, userDecider, userStreamId } from '@portal/domain';
import type { Platform, TokenReference } from '@portal/platform';

/** The spec's "not active" error, worded as each page shows it. */
export const inactiveToken = (kind: TokenKind) =>
  new DomainError('inactive', kind === 'new_email' ? MESSAGES.tokenIsInactive : MESSAGES.tokenIsNotActive);

/** The account and token id inside an emailed token; anything forged or mangled is "not active". */
export function readToken(platform: Platform, kind: TokenKind, token: string): TokenReference {
  const reference = platform.tokens.read(kind, token);
  if (!reference) throw inactiveToken(kind);
  return reference;
}

/** The current state of the account a token points at (read-only checks). */
export async function accountOf(platform: Platform, userId: string, kind: TokenKind) {
  const { state } = await platform.store.aggregateStream(userStreamId(userId), userDecider);
  if (state.status !== 'active') throw inactiveToken(kind);
  return state.account;
}
