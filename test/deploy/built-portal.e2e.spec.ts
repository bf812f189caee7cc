import { type RunningPortal, startPortal } from '../support/running-portal';
import { ifSet } from '../support/if-set';

/**
 * What only the built product shows: the web apps' bundles served by the API process, as `npm start`
 * serves them after its build (the API tier runs the sources, with no web app built).
 */
describe('the built portal', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startPortal('embedded');
  });
  afterAll(() => ifSet(portal)?.stop());

  const get = (path: string) => fetch(`${portal.baseUrl}${path}`);

  it('serves the applicant app at / and on its client routes, and the staff app at /admin', async () => {
    for (const path of ['/', '/applications', '/some/unknown/page']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    const admin = await get('/admin/');
    expect(admin.status).toBe(200);
    expect(await admin.text()).toMatch(/<script[^>]+\/admin\/assets\//);
  });

  it("serves the applicant app's scripts brotli-compressed to browsers that accept it, and plain or gzip otherwise", async () => {
    const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await (await get('/')).text())?.[1];
    expect(entry).toBeDefined();
    const as = (encoding: string) => fetch(`${portal.baseUrl}${entry}`, { headers: { 'accept-encoding': encoding } });
    const [brotli, gzip, plain] = await Promise.all([as('br, gzip'), as('gzip'), as('identity')]);
    expect([brotli.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const text = await plain.text();
    expect(await brotli.text()).toBe(text);
    expect(await gzip.text()).toBe(text);
  });
});
