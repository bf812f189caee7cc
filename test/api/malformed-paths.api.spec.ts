import { isDesignError } from '../reliability/support/error-format';
import { type Route, openApiRoutes } from '../reliability/support/openapi-routes';
import { adminToken } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';

/** Already percent-encoded: a NUL byte, a lone continuation byte, a truncated sequence, an overlong slash. */
const MALFORMED = ['%00', 'a%00b', '%80', '%C3', '%C0%AF', '%FF%FE'];

/** The route's path with every parameter replaced by the raw (already encoded) text given. */
const withParams = (route: Route, raw: string) => route.path.replace(/\{[^}]+\}/g, raw);

describe('path parameters that are not text', () => {
  let portal: InProcessPortal;
  let routes: Route[];
  let admin: string;
  beforeAll(async () => {
    portal = await openPortal('postgres');
    routes = (await openApiRoutes(portal.baseUrl)).filter((route) => route.params.length > 0);
    admin = await adminToken(new ApiClient(portal.baseUrl));
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  const send = async (method: string, path: string, token?: string) => {
    const response = await fetch(`${portal.baseUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Token ${token}` } : {}), 'content-type': 'application/json' },
      body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* checked below: an error must be JSON */
    }
    return { status: response.status, body, headers: response.headers };
  };

  it('answers the public certificate with a NUL byte as its id with a 400 in the error format', async () => {
    const { status, body, headers } = await send('GET', '/api/certificates/%00/');
    expect(status).toBe(400);
    expect(body).toEqual({ detail: 'The address is malformed.', code: 'invalid' });
    // The refusal carries the security headers of every answer.
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers every route with a 4xx in the error format, anonymous or admin', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const route of routes) {
      for (const raw of MALFORMED) {
        for (const token of [undefined, admin]) {
          const { status, body } = await send(route.method, withParams(route, raw), token);
          if (status < 400 || status >= 500 || !isDesignError(status, body))
            problems.push(`${route.name} with ${raw}: ${status} ${JSON.stringify(body).slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
