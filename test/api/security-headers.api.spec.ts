import { randomUUID } from 'node:crypto';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';

/** A directive of a Content-Security-Policy header, as its list of sources. */
const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

/** The API's own answers; the web apps' pages (built bundles) are checked in security-headers.e2e.spec.ts. */
const PAGES = ['/api/health/', `/api/certificates/${randomUUID()}/`];

describe('security headers on the portal served over http', () => {
  let portal: InProcessPortal;
  beforeAll(async () => {
    portal = await openPortal('pglite');
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it.each(PAGES)(
    '%s carries a strict policy, no framing, no sniffing, no referrer and no X-Powered-By',
    async (path) => {
      const response = await fetch(`${portal.baseUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'script-src')).toEqual(["'self'"]);
      expect(directive(policy, 'script-src-attr')).toEqual(["'none'"]);
      expect(directive(policy, 'default-src')).toEqual(["'self'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      const styles = directive(policy, 'style-src') ?? [];
      expect(styles).toContain("'self'");
      expect(styles).not.toContain("'unsafe-inline'");
      // A page admits its own inline styles by nonce; the API's JSON admits none, so it draws no nonce.
      expect(styles).toEqual(["'self'"]);
      expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-powered-by')).toBeNull();
      // Over plain http, HSTS would be ignored at best and lock a localhost demo out at worst.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('lets Swagger UI at /api/docs keep its inline style blocks, and nothing else of it inline', async () => {
    const response = await fetch(`${portal.baseUrl}/api/docs`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(response.status).toBe(200);
    // Alone: beside a nonce or a hash, a browser would ignore 'unsafe-inline'.
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });
});

describe('security headers on the portal served over https', () => {
  let portal: InProcessPortal;
  beforeAll(async () => {
    portal = await openPortal('pglite', { PUBLIC_URL: 'https://portal.example.org' });
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it.each(['/api/health/'])('%s tells browsers to use https only, and to upgrade any http request', async (path) => {
    const response = await fetch(`${portal.baseUrl}${path}`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directive(response.headers.get('content-security-policy') ?? '', 'upgrade-insecure-requests')).toEqual([]);
  });
});
