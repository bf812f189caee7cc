import { ApiClient } from '../api/identity-client';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { AUTHORIZATION_TABLE, type Row } from './authorization-table';
import { ACTORS, type AccessWorld, type Actor, accessWorld } from './support/access-world';
import { isDesignError } from './support/error-format';
import { type Route, fillPath, openApiRoutes } from './support/openapi-routes';
import { ifSet } from '../support/if-set';

/** Actors that may change what they call come last, so each row's refusals are asked of the world as it was. */
const CALL_ORDER: Actor[] = [
  'anonymous',
  'otherApplicant',
  'otherPodTa',
  'mentor',
  'reviewer',
  'podTa',
  'applicant',
  'admin',
];
/** Callers who may learn nothing of the applicant: not their email, not their user id. */
const STRANGERS: Actor[] = ['anonymous', 'otherApplicant', 'otherPodTa', 'mentor', 'reviewer'];

/**
 * LONG (about a minute): every route of the OpenAPI document × {anonymous, applicant, other applicant,
 * TA of another pod, TA of the applicant's pod, mentor, reviewer, admin}, each answered with the status
 * that `authorization-table.ts` names. A route the table lacks (or a row for a route that is gone)
 * fails the test. Review is anonymised, so no answer a reviewer gets may carry the applicant's email,
 * user id or pod, and no other stranger's their email or user id.
 * `AUTH_MATRIX_PRINT=1` prints the observed rows, to review them into the table.
 */
describe('the authorization matrix (postgres)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let world: AccessWorld;
  let routes: Route[];

  beforeAll(async () => {
    portal = await openPortal('postgres');
    api = new ApiClient(portal.baseUrl);
    world = await accessWorld(portal, api);
    routes = await openApiRoutes(portal.baseUrl);
  }, 240_000);
  afterAll(() => ifSet(portal)?.stop(), 60_000);

  it('has exactly one row for every route of the OpenAPI document', () => {
    const names = routes.map((route) => route.name);
    expect(names.filter((name) => !(name in AUTHORIZATION_TABLE))).toEqual([]);
    expect(Object.keys(AUTHORIZATION_TABLE).filter((name) => !names.includes(name))).toEqual([]);
  });

  const call = async (route: Route, row: Row, actor: Actor) => {
    const token = row.freshSession ? await world.freshToken(actor) : world.tokens[actor];
    const named = JSON.stringify(row.body ?? {}).replace(
      /"\$(applicant|pod|course)"/g,
      (_, id: 'applicant' | 'pod' | 'course') => JSON.stringify(world.ids[id]),
    );
    const body: unknown = route.method === 'GET' ? undefined : JSON.parse(named);
    const query = row.query?.replace(
      /\$(applicant|pod|course)/g,
      (_, id: 'applicant' | 'pod' | 'course') => world.ids[id],
    );
    const path = fillPath(route, world.params(row.target)).replace(/^\/api/, '') + (query ? `?${query}` : '');

    return api.request(route.method, path, {
      token,
      json: body,
    });
  };

  /** What the actor's answers must not contain; the pod's id only for a reviewer (megapod pages name pods). */
  const secretsFrom = (actor: Actor): string[] => {
    if (!STRANGERS.includes(actor)) return [];
    const person = [world.applicantEmail, world.ids.applicant];
    return actor === 'reviewer' ? [...person, world.ids.pod] : person;
  };

  it('answers each caller of each route with the status of its row, no stranger a trace of the applicant', async () => {
    const mismatches: string[] = [];
    const observed: string[] = [];
    // Withdrawals last, so the rows before them meet the applicant's application as it was.
    const ordered = [...routes.filter((r) => r.method !== 'DELETE'), ...routes.filter((r) => r.method === 'DELETE')];
    for (const route of ordered) {
      const row = AUTHORIZATION_TABLE[route.name] ?? { target: 'missing', expect: [0, 0, 0, 0, 0, 0, 0, 0] };
      const got: Record<string, number> = {};
      for (const actor of CALL_ORDER) {
        const response = await call(route, row, actor);
        got[actor] = response.status;
        if (response.status >= 400 && !isDesignError(response.status, response.body))
          mismatches.push(`${route.name} as ${actor}: ${response.status} not in the error format: ${response.text}`);
        for (const secret of secretsFrom(actor))
          if (response.text.includes(secret))
            mismatches.push(`${route.name} as ${actor}: the answer carries ${secret}`);
      }
      const statuses = ACTORS.map((actor) => got[actor]);
      observed.push(`  '${route.name}': row('${row.target}', ${statuses.join(', ')}),`);
      if (statuses.join() !== row.expect.join())
        mismatches.push(`${route.name}: expected ${row.expect.join(', ')}, got ${statuses.join(', ')}`);
    }
    if (process.env.AUTH_MATRIX_PRINT) console.log(observed.join('\n'));
    expect(mismatches).toEqual([]);
  }, 240_000);
});
