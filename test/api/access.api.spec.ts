import { FileMailbox, linkIn } from '../support/mailbox';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ApiClient } from './identity-client';
import { newApplicant } from '../support/applicants';
import { eventually } from './pods-fixtures';
import { ifSet } from '../support/if-set';

/** Routes anyone may call; every other route of the OpenAPI document must refuse an anonymous caller. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/courses',
  'GET /api/initial-data',
  'GET /api/initial-data/countries',
  'GET /api/initial-data/institutions',
  'POST /api/users/sign-up',
  'POST /api/users/sign-in',
  'POST /api/users/verification',
  'POST /api/users/resend-email',
  'POST /api/users/verification-token-check',
  'POST /api/users/forgot-password',
  'POST /api/users/reset-password',
  'POST /api/users/verification-new-email',
  'GET /api/users/profile-images/{name}',
  'GET /api/social/providers',
  'POST /api/social/{provider}',
  'GET /api/redirect/get/{uid}',
  // The public certificate and its PDF (spec 2 §2 'Public certificate').
  'GET /api/certificates/{id}',
  'GET /api/certificates/{id}/pdf',
]);

const DUMMY_ID = '00000000-0000-4000-8000-000000000000';

/** One guard on every route (on PostgreSQL; `npm run create-staff` is tried in access.e2e.spec.ts). */
describe('access to every route', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let routes: Array<{ method: string; path: string }>;

  beforeAll(async () => {
    portal = await openPortal('postgres');
    api = new ApiClient(portal.baseUrl);
    const document = (await (await fetch(`${portal.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  const call = (route: { method: string; path: string }, token?: string) =>
    api.request(route.method, route.path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, DUMMY_ID), {
      token,
      json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });

  it('refuses an anonymous caller on every route that is not public', async () => {
    const open: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path.replace(/\/$/, '')}`;
      const response = await call(route);
      if (PUBLIC_ROUTES.has(name)) continue;
      if (response.status !== 401) open.push(`${name} → ${response.status}`);
    }
    expect(open).toEqual([]);
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.size);
  });

  it('refuses an applicant on every staff route with 403', async () => {
    const { token } = await newApplicant(portal, api, 'Curious');
    const staffRoutes = routes.filter((route) => route.path.startsWith('/api/admin'));
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const route of staffRoutes) expect([route.path, (await call(route, token)).status]).toEqual([route.path, 403]);
  });

  it('resolves the short link of the password-changed email to its route', async () => {
    const applicant = await newApplicant(portal, api, 'Linked');
    await api.request('PATCH', '/users/me/', {
      token: applicant.token,
      json: { password: 'another-pass-2', confirm_password: 'another-pass-2' },
    });
    const email = await new FileMailbox(portal.dataDir).next({
      to: applicant.email,
      subject: 'Your password was changed',
    });
    const uid = linkIn(email, '/sign-in').searchParams.get('uid');
    // The email is written before the job's transaction records it as sent, with its links.
    const resolved = await eventually(async () => {
      const response = await api.get(`/redirect/get/${uid}/`);

      return response.status === 200 ? response.body : null;
    }, 'the short link to be recorded');
    expect(resolved).toEqual({ results: [{ route: '/account' }] });
    expect((await api.get('/redirect/get/unknown-uid/')).status).toBe(404);
  });
});
