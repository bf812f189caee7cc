import { randomUUID } from 'node:crypto';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ifSet } from '../support/if-set';

// The web apps' pages: only the built process serves their bundles (the API's answers: security-headers.api.spec.ts).

/** A directive of a Content-Security-Policy header, as its list of sources. */
const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

const PAGES = ['/', '/admin/', `/certificate/${randomUUID()}`];

describe('security headers on the web apps served over http', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startPortal('embedded');
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
      // A page admits its own inline styles by nonce.
      expect(styles.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
      expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-powered-by')).toBeNull();
      // Over plain http, HSTS would be ignored at best and lock a localhost demo out at worst.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it.each(['/', '/admin/', '/index.html', '/admin/index.html'])(
    '%s is written with the nonce of its own answer, a fresh one each time',
    async (path) => {
      const nonces = [];
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${portal.baseUrl}${path}`);
        const html = await response.text();
        const [nonce] = (directive(response.headers.get('content-security-policy') ?? '', 'style-src') ?? [])
          .filter((source) => source.startsWith("'nonce-"))
          .map((source) => source.slice("'nonce-".length, -1));
        expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
        expect(html).not.toContain('__CSP_NONCE__');
        // No inline script: every script element loads a file from the portal.
        expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    },
  );
});

describe('security headers on the web apps served over https', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startPortal('embedded', { PUBLIC_URL: 'https://portal.example.org' });
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it.each(['/'])('%s tells browsers to use https only, and to upgrade any http request', async (path) => {
    const response = await fetch(`${portal.baseUrl}${path}`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directive(response.headers.get('content-security-policy') ?? '', 'upgrade-insecure-requests')).toEqual([]);
  });
});
