import type { Request, RequestHandler, Response } from 'express';
import { type AuthorizeRequest, readTypedIdentity, renderAuthorizePage } from './authorize-page';
import { isValidOrcidId, randomOrcidId } from './orcid-id';
import { isReturnPage } from './return-pages';
import {
  type StandInIdentity,
  type StandInProvider,
  TOKEN_LIFETIME_SECONDS,
  mintAccessToken,
  mintAuthorizationCode,
} from './stand-in-tokens';

export interface AuthorizeEndpointOptions {
  provider: StandInProvider;
  providerName: string;
  secret: Buffer;
  defaultScope: string;
  /** When set, requests from any other client are refused, as a real provider refuses unknown apps. */
  expectedClientId?: string;
  /** Google lets the browser take the token itself (`response_type=token`). */
  allowsImplicitFlow?: boolean;
  /** The portal whose return page is the only `redirect_uri` accepted (return-pages.ts). */
  portalUrl?: string;
}

/** The authorize page (GET) and its form's submission (POST), redirecting back as the real provider does. */
export function authorizeEndpoint(options: AuthorizeEndpointOptions): { show: RequestHandler; decide: RequestHandler } {
  const askOrcid = options.provider === 'orcid';
  const page = (request: AuthorizeRequest, typed: Record<string, string>, error?: string) =>
    renderAuthorizePage({ providerName: options.providerName, request, askOrcid, typed, error });

  const checked = (source: Record<string, unknown>, response: Response): AuthorizeRequest | null => {
    const request = authorizeRequestOf(source, options.defaultScope);
    const problem = problemWith(request, options);
    if (!problem) return request;
    response.status(400).type('text/plain').send(`Demo ${options.providerName} (stand-in): ${problem}.`);
    return null;
  };

  return {
    show(req: Request, res: Response) {
      const request = checked(req.query, res);
      const suggestions = { email_verified: 'on', ...(askOrcid ? { orcid: randomOrcidId() } : {}) };
      if (request) res.type('html').send(page(request, suggestions));
    },
    decide(req: Request, res: Response) {
      const typed = stringFields(req.body);
      const request = checked(typed, res);
      if (!request) return;
      if (typed.decision === 'deny') {
        res.redirect(303, backTo(request, { error: 'access_denied' }));
        return;
      }
      const outcome = readTypedIdentity(typed, askOrcid, isValidOrcidId);
      if ('error' in outcome) {
        res
          .status(400)
          .type('html')
          .send(page(request, typed, outcome.error));
        return;
      }
      res.redirect(303, answerFor(request, outcome.identity));
    },
  };

  /** A code in the query (code flow), or the token itself in the fragment (Google's implicit flow). */
  function answerFor(request: AuthorizeRequest, identity: StandInIdentity): string {
    const grant = { provider: options.provider, identity, scope: request.scope };
    if (request.response_type === 'token') {
      // Bound to the requesting client, which Google's tokeninfo then reports as `aud`.
      const accessToken = mintAccessToken(options.secret, { ...grant, clientId: request.client_id });
      const expiresIn = String(TOKEN_LIFETIME_SECONDS[options.provider]);
      return backTo(request, { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn }, '#');
    }
    const boundTo = { clientId: request.client_id, redirectUri: request.redirect_uri };
    return backTo(request, { code: mintAuthorizationCode(options.secret, { ...grant, ...boundTo }) });
  }
}

function authorizeRequestOf(source: Record<string, unknown>, defaultScope: string): AuthorizeRequest {
  const text = (name: string) => (typeof source[name] === 'string' ? source[name] : '');
  return {
    client_id: text('client_id'),
    redirect_uri: text('redirect_uri'),
    state: text('state'),
    scope: text('scope') || defaultScope,
    response_type: text('response_type') || 'code',
  };
}

function problemWith(request: AuthorizeRequest, options: AuthorizeEndpointOptions): string | null {
  if (!request.client_id) return 'client_id is missing';
  if (options.expectedClientId && request.client_id !== options.expectedClientId) return 'this client_id is unknown';
  if (!/^https?:$/.test(safeUrl(request.redirect_uri)?.protocol ?? ''))
    return 'redirect_uri must be an http(s) address';
  if (!isReturnPage(request.redirect_uri, options.provider, options.portalUrl))
    return "redirect_uri is not this client's registered return page";
  const allowed = options.allowsImplicitFlow ? ['code', 'token'] : ['code'];
  if (!allowed.includes(request.response_type)) return `response_type must be ${allowed.join(' or ')}`;
  return null;
}

/** The redirect URI with the answer in its query (code flow) or its fragment (implicit flow). */
function backTo(request: AuthorizeRequest, answer: Record<string, string>, where: '?' | '#' = '?'): string {
  const url = new URL(request.redirect_uri);
  const fields = {
    ...answer,
    ...(where === '#' ? { scope: request.scope } : {}),
    ...(request.state ? { state: request.state } : {}),
  };
  if (where === '#') {
    url.hash = new URLSearchParams(fields).toString();
  } else {
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  }
  return url.toString();
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function stringFields(body: unknown): Record<string, string> {
  const entries = Object.entries((body ?? {}) as Record<string, unknown>);
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
