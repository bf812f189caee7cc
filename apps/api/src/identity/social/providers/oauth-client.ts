import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import type { OAuth2, dataCallback as DataCallback } from 'oauth';

/** How long one provider call may stay silent before it is abandoned. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** A provider answer we cannot use. The message is ours, never the provider's text, so it is safe to show. */
export class UnusableAnswer extends Error {
  constructor(
    message: string,
    readonly statusCode = 0,
  ) {
    super(message);
  }
}

export interface TokenResponse {
  accessToken: string;
  /** The token endpoint's whole answer (scope, expires_in, and ORCID's orcid and name). */
  params: Record<string, unknown>;
}

/** node-oauth's refusal of a call: the HTTP status and body the provider answered with. */
interface OAuthRefusal {
  statusCode: number;
  data?: unknown;
}

/** node-oauth's data callback as it is called: `error` is null on success, which its types leave out. */
type OAuthDataCallback = (error: OAuthRefusal | null, body?: string | Buffer, response?: IncomingMessage) => void;

/**
 * A failure the client called back with that is not an Error (node-oauth's `{statusCode, data}`), as an
 * Error so that a promise can reject with it. It keeps the fields the failure's reason is read from
 * (`statusCode`, `data`, `code`: social-exchange-failed.ts), so the reason stays the same.
 */
export class ProviderFailure extends Error {
  readonly statusCode: unknown;
  readonly data: unknown;
  readonly code: unknown;

  constructor(failure: unknown) {
    super('the provider call failed');
    const { statusCode, data, code } = (failure ?? {}) as { statusCode?: unknown; data?: unknown; code?: unknown };
    this.statusCode = statusCode;
    this.data = data;
    this.code = code;
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new ProviderFailure(error));

interface HttpLibrary {
  request(options: RequestOptions): ClientRequest;
}

/** node-oauth picks http or https through this hook for every call it makes. */
interface HttpLibraryHook {
  _chooseHttpLibrary(parsedUrl: unknown): HttpLibrary;
}

/**
 * node-oauth (the client inside every passport OAuth 2 strategy) has no timeout, and
 * passport-github2 parses the emails answer outside any try/catch, so a garbled body would throw
 * out of a socket callback. Both are closed here, at the client all three strategies share.
 */
export function hardenOAuthClient(oauth2: OAuth2, timeoutMs: number): void {
  const hook = oauth2 as unknown as HttpLibraryHook;
  const chooseLibrary = hook._chooseHttpLibrary.bind(oauth2);
  hook._chooseHttpLibrary = (parsedUrl) => {
    const library = chooseLibrary(parsedUrl);
    return {
      request: (options) =>
        library.request(options).setTimeout(timeoutMs, function (this: ClientRequest) {
          this.destroy(new UnusableAnswer(`no answer within ${timeoutMs / 1000} s`));
        }),
    };
  };
  const jsonOnly =
    (callback: DataCallback): OAuthDataCallback =>
    (error, body, response) => {
      // The callers' callbacks take null for "no error", as node-oauth itself passes it.
      const passOn = callback as OAuthDataCallback;
      if (error || isJson(body)) passOn(error, body, response);
      else passOn(new UnusableAnswer('the provider answered with something that is not JSON', response?.statusCode));
    };
  const get = oauth2.get.bind(oauth2);
  oauth2.get = (url, accessToken, callback) => {
    get(url, accessToken, jsonOnly(callback));
  };
  const getProtectedResource = oauth2.getProtectedResource.bind(oauth2);
  oauth2.getProtectedResource = (url, accessToken, callback) => {
    getProtectedResource(url, accessToken, jsonOnly(callback));
  };
}

/** Node's codes for a connection that never carried an answer: refused, reset, or cut while sending. */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** On the error itself, or inside a strategy's InternalOAuthError (`oauthError`). */
const isConnectionFailure = (error: unknown): boolean => {
  const failure = error as { code?: unknown; oauthError?: { code?: unknown } } | null;
  return CONNECTION_FAILURES.has(String(failure?.code)) || CONNECTION_FAILURES.has(String(failure?.oauthError?.code));
};

/**
 * Tries a provider call once more after a connection failure: a provider reached through a load
 * balancer (the stand-ins through PUBLIC_URL) may have handed the first connection to a process that
 * was going away. An answer, even a refusal, is never retried.
 */
async function onceMoreOnConnectionFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 200));
    return call();
  }
}

/** The authorization-code grant, through the strategy's own client (once more after a connection failure). */
export function redeemAuthorizationCode(oauth2: OAuth2, code: string, redirectUri: string): Promise<TokenResponse> {
  return onceMoreOnConnectionFailure(() => redeemOnce(oauth2, code, redirectUri));
}

function redeemOnce(oauth2: OAuth2, code: string, redirectUri: string): Promise<TokenResponse> {
  const params = { grant_type: 'authorization_code', redirect_uri: redirectUri };
  return new Promise((resolve, reject) => {
    oauth2.getOAuthAccessToken(code, params, (error, accessToken, _refreshToken, answer) => {
      // Typed as always set, but null when the token came back.
      if ((error as Error | OAuthRefusal | null) !== null) {
        reject(asError(error));
        return;
      }
      // GitHub refuses a code with HTTP 200 and an `error` field, so the missing token is the signal.
      if (!accessToken) {
        reject(new UnusableAnswer(`the provider refused the code (${providerErrorCode(answer) ?? 'no access token'})`));
        return;
      }
      resolve({ accessToken, params: (answer as Record<string, unknown> | undefined) ?? {} });
    });
  });
}

/** Calls a strategy's own `userProfile`, so the library makes the request and parses the answer. */
export function loadUserProfile<Profile>(
  strategy: { userProfile(accessToken: string, done: (error?: unknown, profile?: Profile) => void): void },
  accessToken: string,
): Promise<Profile> {
  return onceMoreOnConnectionFailure(() => loadProfileOnce(strategy, accessToken));
}

function loadProfileOnce<Profile>(
  strategy: { userProfile(accessToken: string, done: (error?: unknown, profile?: Profile) => void): void },
  accessToken: string,
): Promise<Profile> {
  return new Promise((resolve, reject) => {
    strategy.userProfile(accessToken, (error, profile) => {
      if (error) reject(asError(error));
      else resolve(profile as Profile);
    });
  });
}

/**
 * A GET answered with JSON (the hardened client has already refused anything else). The token goes
 * as the client is set up to send it, or in the `access_token` query parameter when `tokenInQuery`
 * (Google's tokeninfo reads it only there).
 */
export function getJson(oauth2: OAuth2, url: string, accessToken: string, tokenInQuery = false): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const done: OAuthDataCallback = (error, body) => {
      if (error) reject(asError(error));
      else resolve(JSON.parse(String(body)));
    };
    if (tokenInQuery) oauth2.getProtectedResource(url, accessToken, done);
    else oauth2.get(url, accessToken, done);
  });
}

function isJson(body: string | Buffer | undefined): boolean {
  try {
    JSON.parse(String(body));
    return true;
  } catch {
    return false;
  }
}

/** Only a short machine code from the provider is repeated, never free text it sent. */
export function providerErrorCode(answer: unknown): string | null {
  const code = (answer as { error?: unknown } | null | undefined)?.error;
  return typeof code === 'string' && /^[a-z_]{1,64}$/.test(code) ? code : null;
}

/** Token answers carry expires_in as a number (JSON) or a string (form-encoded, as GitHub's default). */
export function secondsOrNull(value: unknown): number | null {
  const seconds = Number(value);
  return value !== undefined && value !== null && value !== '' && Number.isFinite(seconds) ? seconds : null;
}
