import fc from 'fast-check';
import { PostgresDatabase } from '@portal/event-store';
import { adminToken, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { dataFingerprint, waitForDueJobs } from './support/consistency';
import { isDesignError } from './support/error-format';
import { type FuzzRequest, malformedRequests } from './support/malformed-requests';
import { type Route, openApiRoutes } from './support/openapi-routes';
import { ifSet } from '../support/if-set';

/** Routes that act on their target alone, whatever the body says: their id or token is always wrong. */
const BODILESS = new Set([
  'GET /api/users/logout',
  'DELETE /api/courses/{kind}/{id}',
  'DELETE /api/social/orcid/education',
]);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
/** Fixed so a failure replays; `FUZZ_SEED=<n>` explores other inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const seedFor = (route: Route) =>
  Array.from(route.name, (char) => char.charCodeAt(0)).reduce((hash, code) => (hash * 31 + code) | 0, SEED);

/**
 * LONG (about a minute): every `/api` route of the OpenAPI document, as anonymous, an applicant and an
 * admin, with malformed bodies, ids, query strings and headers (fast-check). No answer is a 5xx, every
 * error is in the format of docs/architecture.md §4.2, and no request changes any stored data (on PostgreSQL).
 */
describe('malformed requests to every route', () => {
  let portal: InProcessPortal;
  let db: PostgresDatabase;
  let routes: Route[];
  let tokens: Record<'anonymous' | 'applicant' | 'admin', string | undefined>;
  let realIds: Record<string, string>;

  beforeAll(async () => {
    portal = await openPortal('postgres');
    db = new PostgresDatabase({ connectionString: portal.env.DATABASE_URL as string, max: 2 });
    const api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    const applicant = await newApplicant(portal, api, 'Fuzzy');
    await fillProfile(api, applicant.token);
    const course = await freshCourse(api, admin);
    const application = await apply(api, applicant.token, course, 'student');
    tokens = { anonymous: undefined, applicant: applicant.token, admin };
    realIds = { id: application, kind: 'student-applications', course: course.id, code: 'GH', provider: 'github' };
    routes = await openApiRoutes(portal.baseUrl);
    await waitForDueJobs(db, 30_000);
  }, 120_000);
  afterAll(async () => {
    await ifSet(db)?.close();
    await ifSet(portal)?.stop();
  }, 60_000);

  const send = async (route: Route, request: FuzzRequest) => {
    const response = await fetch(`${portal.baseUrl}${request.path}`, {
      method: route.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* checked below: an error must be JSON */
    }
    return { status: response.status, body };
  };

  it('answers each with a clear 4xx or a harmless success, and changes nothing', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let before = await dataFingerprint(db);
    for (const route of routes) {
      const identity = fc.constantFrom<keyof typeof tokens>('anonymous', 'applicant', 'admin');
      const cases = identity.chain((who) =>
        malformedRequests(route, tokens[who], realIds, BODILESS.has(route.name)).map((request) => ({ who, request })),
      );
      for (const { who, request } of fc.sample(cases, { numRuns: RUNS_PER_ROUTE, seed: seedFor(route) })) {
        const { status, body } = await send(route, request);
        const after = await dataFingerprint(db);
        const where = `[seed ${SEED}] ${route.name} as ${who} (${request.malformed.join(', ')}): ${request.path.slice(0, 120)}`;
        if (status >= 500) problems.push(`${status} on ${where}: ${JSON.stringify(body).slice(0, 200)}`);
        else if (status >= 400 && !isDesignError(status, body))
          problems.push(`${status} not in the error format on ${where}: ${JSON.stringify(body).slice(0, 200)}`);
        if (after !== before) {
          problems.push(`${status} changed data on ${where}`);
          before = after;
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
