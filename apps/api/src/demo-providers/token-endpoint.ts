import type { Request, RequestHandler, Response } from 'express';
import { type StandInGrant, type StandInProvider, mintAccessToken, openSealed } from './stand-in-tokens';

/** What the token endpoint received, so tests can see that the real client library made the call. */
export interface TokenRequestSeen {
  provider: StandInProvider;
  grantType: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  redirectUri: string | undefined;
  userAgent: string | undefined;
}

export type TokenProblem = 'client' | 'code' | 'redirect_uri' | 'grant_type';

export interface StandInClient {
  clientId: string;
  clientSecret: string;
}

export interface TokenEndpointOptions {
  provider: StandInProvider;
  secret: Buffer;
  expectedClient?: StandInClient;
  /** GitHub may leave grant_type out; the others require it. */
  grantTypeOptional?: boolean;
  /** Each provider refuses in its own shape (GitHub with HTTP 200 and an `error` field). */
  refusal(problem: TokenProblem): { status: number; body: Record<string, string> };
  /** GitHub answers form-encoded unless the client asks for JSON. */
  formEncodedUnlessJsonAsked?: boolean;
  /** The provider's success body for a new access token. */
  answer(grant: StandInGrant, accessToken: string): Record<string, unknown>;
  onTokenRequest?: (seen: TokenRequestSeen) => void;
}

/**
 * The ids of the codes this process has redeemed, kept until the code expires: a real provider
 * refuses a second redemption. Codes stay stateless, so with several API processes (DEMO_PROVIDERS in
 * production) each process refuses only what it redeemed itself.
 */
class RedeemedCodes {
  private readonly expiries = new Map<string, number>();

  /** Records the code; false if it was already redeemed. */
  redeem(id: string, expiresAt: number): boolean {
    const now = Date.now() / 1000;
    // Redemption order is nearly expiry order (all codes live as long), so pruning stops at the first
    // live entry; one left a little longer does no harm, as its code's seal has expired too.
    for (const [seen, expiry] of this.expiries) {
      if (expiry >= now) break;
      this.expiries.delete(seen);
    }
    if (this.expiries.has(id)) return false;
    this.expiries.set(id, expiresAt);
    return true;
  }
}

/** The authorization-code grant (RFC 6749 §4.1.3), form-encoded in, JSON out. */
export function tokenEndpoint(options: TokenEndpointOptions): RequestHandler {
  const redeemed = new RedeemedCodes();
  const reply = (req: Request, res: Response, status: number, body: Record<string, unknown>) => {
    res.status(status).setHeader('Cache-Control', 'no-store');
    const wantsJson = (req.get('accept') ?? '').includes('json');
    if (!options.formEncodedUnlessJsonAsked || wantsJson) return res.json(body);
    const fields = Object.entries(body).map(([name, value]): [string, string] => [name, String(value)]);
    res.type('application/x-www-form-urlencoded').send(new URLSearchParams(fields).toString());
  };
  const refuse = (req: Request, res: Response, problem: TokenProblem) => {
    const { status, body } = options.refusal(problem);
    reply(req, res, status, body);
  };
  return (req: Request, res: Response) => {
    const form = (req.body ?? {}) as Record<string, string | undefined>;
    const basic = basicCredentials(req);
    const clientId = form.client_id ?? basic?.clientId;
    const clientSecret = form.client_secret ?? basic?.clientSecret;
    options.onTokenRequest?.({
      provider: options.provider,
      grantType: form.grant_type,
      clientId,
      clientSecret,
      redirectUri: form.redirect_uri,
      userAgent: req.get('user-agent'),
    });
    const expected = options.expectedClient;
    if (expected && (clientId !== expected.clientId || clientSecret !== expected.clientSecret)) {
      refuse(req, res, 'client');
      return;
    }
    const grantTypeGiven = form.grant_type ?? (options.grantTypeOptional ? 'authorization_code' : undefined);
    if (grantTypeGiven !== 'authorization_code') {
      refuse(req, res, 'grant_type');
      return;
    }
    const code = openSealed(options.secret, form.code, 'code', options.provider);
    if (!code || (code.grant.clientId && code.grant.clientId !== clientId)) {
      refuse(req, res, 'code');
      return;
    }
    if (code.grant.redirectUri && code.grant.redirectUri !== form.redirect_uri) {
      refuse(req, res, 'redirect_uri');
      return;
    }
    if (!redeemed.redeem(code.id, code.expiresAt)) {
      refuse(req, res, 'code');
      return;
    }
    const { redirectUri: _redirect, ...issued } = code.grant;
    const tokenGrant = { ...issued, clientId };
    reply(req, res, 200, options.answer(tokenGrant, mintAccessToken(options.secret, tokenGrant)));
  };
}

function basicCredentials(req: Request): StandInClient | null {
  const [scheme, encoded] = (req.get('authorization') ?? '').split(' ');
  if (scheme.toLowerCase() !== 'basic' || !encoded) return null;
  const [clientId, ...secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  return { clientId: decodeURIComponent(clientId), clientSecret: decodeURIComponent(secret.join(':')) };
}

/**
 * Bearer header (or GitHub's `token` scheme, or the `access_token` query parameter) opened into its
 * grant (`res.locals.grant`) and expiry (`res.locals.expiresAt`).
 */
export function requireAccessToken(
  secret: Buffer,
  provider: StandInProvider,
  unauthorizedBody: Record<string, unknown>,
  unauthorizedStatus = 401,
): RequestHandler {
  return (req, res, next) => {
    const [scheme, header] = (req.get('authorization') ?? '').split(' ');
    const fromHeader = /^(bearer|token)$/i.test(scheme) ? header : undefined;
    const token = openSealed(secret, fromHeader ?? req.query.access_token, 'token', provider);
    if (!token) return res.status(unauthorizedStatus).json(unauthorizedBody);
    res.locals.grant = token.grant;
    res.locals.expiresAt = token.expiresAt;
    next();
  };
}
