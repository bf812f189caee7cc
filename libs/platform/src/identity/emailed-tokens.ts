import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { TokenKind } from '@portal/domain';

export interface TokenReference {
  userId: string;
  tokenId: string;
}

/**
 * The links emails carry (verification, reset, email change). The log records only the token's id;
 * the token is the id signed with a key derived from the master key, so no usable token is ever
 * stored, a job can rebuild it to send it, and one kind of token can never pass for another. The key
 * comes from the derivation root, not the master key, so a link sent before a rotation still works.
 */
export class EmailedTokens {
  private readonly key: Buffer;

  constructor(derivationRoot: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', derivationRoot, Buffer.alloc(0), 'emailed-tokens', 32));
  }

  issue(kind: TokenKind, reference: TokenReference): string {
    return `${reference.userId}.${reference.tokenId}.${this.sign(kind, reference)}`;
  }

  /** The reference inside a token whose signature holds for this kind; null for anything else. */
  read(kind: TokenKind, token: string): TokenReference | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts.some((part) => part.length === 0 || part.length > 64)) return null;
    const [userId, tokenId, signature] = parts;
    const expected = Buffer.from(this.sign(kind, { userId, tokenId }));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, tokenId };
  }

  private sign(kind: TokenKind, { userId, tokenId }: TokenReference): string {
    return createHmac('sha256', this.key).update(`${kind}|${userId}|${tokenId}`).digest('base64url');
  }
}
