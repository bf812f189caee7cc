import { expect } from 'vitest';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';

const TOOL = 'https://tool.example.org';

/** The CORS headers of an answer: none at all for an origin the portal was not configured with. */
const corsHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));

describe('CORS for the origins CORS_ORIGINS names', () => {
  let portal: InProcessPortal;

  beforeAll(async () => {
    portal = await openPortal('pglite', { CORS_ORIGINS: `${TOOL},http://localhost:5199` });
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  const preflight = (origin: string) =>
    fetch(`${portal.baseUrl}/api/admin/feed/`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('answers a preflight from a configured origin', async () => {
    const answer = await preflight(TOOL);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(TOOL);
    expect(answer.headers.get('access-control-allow-methods')).toContain('GET');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')?.toLowerCase()).toContain('origin');
  });

  it('adds its headers to the answers a configured origin gets, Content-Range readable', async () => {
    const answer = await fetch(`${portal.baseUrl}/api/courses/`, { headers: { origin: TOOL } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(TOOL);
    expect(answer.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('gives any other origin no CORS header, on a preflight or a request', async () => {
    for (const origin of ['https://elsewhere.example.org', 'https://tool.example.org.evil.example', 'null']) {
      const answer = await preflight(origin);
      expect(corsHeaders(answer)).toEqual({});
      await answer.arrayBuffer();
      const read = await fetch(`${portal.baseUrl}/api/courses/`, { headers: { origin } });
      expect(corsHeaders(read)).toEqual({});
      await read.arrayBuffer();
    }
  });
});
