import type { ClientRequest, RequestOptions } from 'node:http';
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
  const jsonOnly: (callback: DataCallback) => DataCallback = (callback) => (error, body, response) => {
    if (error || isJson(body)) return callback(error, body, response);
    callback(new UnusableAnswer('the provider answered with something that is not JSON', response?.statusCode));
  };
  const get = oauth2.get.bind(oauth2);
  oauth2.get = (url, accessToken, callback) => get(url, accessToken, jsonOnly(callback));
  const getProtectedResource = oauth2.getProtectedResource.bind(oauth2);
  oauth2.getProtectedResource = (url, accessToken, callback) =>
    getProtectedResource(url, accessToken, jsonOnly(callback));
}

/** The authorization-code grant, through the strategy's own client. */
export function redeemAuthorizationCode(oauth2: OAuth2, code: string, redirectUri: string): Promise<TokenResponse> {
  const params = { grant_type: 'authorization_code', redirect_uri: redirectUri };
  return new Promise((resolve, reject) => {
    oauth2.getOAuthAccessToken(code, params, (error, accessToken, _refreshToken, answer) => {
      if (error) return reject(error);
      // GitHub refuses a code with HTTP 200 and an `error` field, so the missing token is the signal.
      if (!accessToken) {
        return reject(
          new UnusableAnswer(`the provider refused the code (${providerErrorCode(answer) ?? 'no access token'})`),
        );
      }
      resolve({ accessToken, params: answer ?? {} });
    });
  });
}

/** Calls a strategy's own `userProfile`, so the library makes the request and parses the answer. */
export function loadUserProfile<Profile>(
  strategy: { userProfile(accessToken: string, done: (error?: unknown, profile?: Profile) => void): void },
  accessToken: string,
): Promise<Profile> {
  return new Promise((resolve, reject) =>
    strategy.userProfile(accessToken, (error, profile) => (error ? reject(error) : resolve(profile as Profile))),
  );
}

/**
 * A GET answered with JSON (the hardened client has already refused anything else). The token goes
 * as the client is set up to send it, or in the `access_token` query parameter when `tokenInQuery`
 * (Google's tokeninfo reads it only there).
 */
export function getJson(oauth2: OAuth2, url: string, accessToken: string, tokenInQuery = false): Promise<unknown> {
  const send = tokenInQuery ? oauth2.getProtectedResource : oauth2.get;
  return new Promise((resolve, reject) =>
    send.call(oauth2, url, accessToken, (error, body) => (error ? reject(error) : resolve(JSON.parse(String(body))))),
  );
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
