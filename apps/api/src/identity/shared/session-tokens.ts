import { createHash, randomBytes } from 'node:crypto';

/** A sign-in token: 256 random bits; only its SHA-256 is recorded, so the log cannot sign anyone in. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
