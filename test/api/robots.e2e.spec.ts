import { expect } from 'vitest';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ifSet } from '../support/if-set';

// The applicant app's built bundle serves robots.txt (web-applicant/public): only the built process has it.
describe('the robots file', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startPortal('embedded');
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('is a plain-text robots file that lets crawlers index the applicant pages only', async () => {
    const response = await fetch(`${portal.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /admin', 'Disallow: /api', 'Allow: /']));
    expect(lines.join('\n')).not.toContain('<html');
  });
});
