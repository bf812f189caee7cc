import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export type StandInProvider = 'github' | 'google' | 'orcid';

/** The person a stand-in signs in: whatever was typed into its authorize form. */
export interface StandInIdentity {
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  /** ORCID only. */
  orcid?: string;
}

/**
 * What a code or token stands for. A code carries the client and redirect URI it was issued to; a
 * token carries the client, which Google's tokeninfo reports.
 */
export interface StandInGrant {
  provider: StandInProvider;
  identity: StandInIdentity;
  scope: string;
  clientId?: string;
  redirectUri?: string;
}

type SealedKind = 'code' | 'token';

interface SealedGrant extends StandInGrant {
  kind: SealedKind;
  /** Random, so a redeemed code can be told apart from another code for the same grant. */
  id: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

/** An opened code or token: its grant, its id and its expiry (seconds since the epoch). */
export interface OpenedGrant {
  grant: StandInGrant;
  id: string;
  expiresAt: number;
}

/** GitHub codes live 10 minutes; tokens live as long as each real provider lets them. */
const CODE_LIFETIME_SECONDS = 600;
export const TOKEN_LIFETIME_SECONDS: Record<StandInProvider, number> = {
  github: 8 * 3600,
  google: 3599,
  orcid: 631_138_518,
};

/**
 * Codes and tokens are signed, not stored: any process holding the same secret (several API
 * processes, a test and the server it started) accepts what another issued. Only the redemption of a
 * code is remembered, by the process that redeemed it (token-endpoint.ts).
 */
function seal(secret: Buffer, grant: StandInGrant, kind: SealedKind, lifetimeSeconds: number): string {
  const sealed: SealedGrant = {
    ...grant,
    kind,
    id: randomUUID(),
    exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
  };
  const body = Buffer.from(JSON.stringify(sealed)).toString('base64url');
  return `${body}.${signature(secret, body)}`;
}

export function mintAuthorizationCode(secret: Buffer, grant: StandInGrant): string {
  return seal(secret, grant, 'code', CODE_LIFETIME_SECONDS);
}

export function mintAccessToken(secret: Buffer, grant: StandInGrant): string {
  return seal(secret, grant, 'token', TOKEN_LIFETIME_SECONDS[grant.provider]);
}

/** The grant behind a code or token, or null when it is forged, tampered with, expired or not for this provider. */
export function openSealed(
  secret: Buffer,
  value: unknown,
  kind: SealedKind,
  provider: StandInProvider,
): OpenedGrant | null {
  if (typeof value !== 'string') return null;
  const [body, mac, ...rest] = value.split('.');
  if (!body || !mac || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const {
    kind: sealedKind,
    id,
    exp,
    ...grant
  } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SealedGrant;
  if (sealedKind !== kind || grant.provider !== provider || exp < Date.now() / 1000) return null;
  return { grant, id, expiresAt: exp };
}

function signature(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** Stable per email, so signing in twice as the same person reaches the same provider account. */
export function standInUserId(identity: StandInIdentity, digits: number): string {
  const hash = createHash('sha256').update(identity.email.trim().toLowerCase()).digest();
  const value = hash.readBigUInt64BE(0) % 10n ** BigInt(digits - 1);
  return String(10n ** BigInt(digits - 1) + value);
}
