import { lintOpenApi } from '../support/lint-openapi';
import { expectDocumented } from '../support/openapi-contract';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';

interface Operation {
  security?: Array<Record<string, string[]>>;
  'x-required-scope'?: string;
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: { type?: string; format?: string } }> }>;
}

/** The OpenAPI document the portal serves at /api/docs-json, generated from the routes' zod contracts. */
describe('the OpenAPI document', () => {
  let portal: InProcessPortal;
  let document: {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  let operations: Array<{ name: string; method: string; operation: Operation }>;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    document = (await (await fetch(`${portal.baseUrl}/api/docs-json`)).json()) as typeof document;

    // The response check reads the document once per portal: read now, with the connection fresh.
    const health = await fetch(`${portal.baseUrl}/api/health/`);
    await expectDocumented(
      portal.baseUrl,
      { method: 'GET', url: health.url },
      { status: health.status, contentType: health.headers.get('content-type'), text: await health.text() },
    );
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path.replace(/\/$/, '')}`,
        method,
        operation,
      })),
    );
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('passes Redocly’s recommended rules with no error', async () => {
    const problems = await lintOpenApi(document);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  }, 120_000);

  it('lists every path as the spec calls it, with its trailing slash', () => {
    expect(Object.keys(document.paths).filter((path) => !path.endsWith('/'))).toEqual([]);
    expect(document.paths).toHaveProperty(['/api/users/sign-in/', 'post']);
  });

  it('gives every operation its access level as a security requirement', () => {
    const without = operations.filter(({ operation }) => !operation.security?.length).map(({ name }) => name);
    expect(without).toEqual([]);
    expect(document.paths['/api/admin/api-tokens/'].post.security).toEqual([{ admin: [] }]);
    expect(document.paths['/api/users/me/'].get.security).toEqual([{ applicant: [] }]);
  });

  it('declares the API tokens’ bearer scheme and the scope of each operation that takes one', () => {
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/admin/webhooks/'].post.security).toEqual([
      { admin: [] },
      { apiToken: ['webhooks:manage'] },
    ]);
    const scopes = Object.fromEntries(
      operations
        .filter(({ operation }) => operation['x-required-scope'])
        .map(({ name, operation }) => [name, operation['x-required-scope']]),
    );
    expect(scopes).toMatchObject({
      'GET /api/admin/feed': 'feed:read',
      'GET /api/admin/applications/{id}/history': 'applications:read',
      'POST /api/admin/applications/{id}/decide': 'applications:decide',
      'GET /api/admin/personal-data/{id}/export': 'personal-data:read',
    });
    // A token reaches no applicant's route, and cannot make more tokens or erase anyone.
    expect(Object.keys(scopes).filter((name) => !name.includes(' /api/admin/'))).toEqual([]);
    expect(scopes['POST /api/admin/api-tokens']).toBeUndefined();
    expect(scopes['POST /api/admin/personal-data/{id}/erase']).toBeUndefined();
  });

  it('describes the body of every POST, PUT and PATCH and the 2xx answer of every operation', () => {
    const undescribed = operations
      .filter(({ method, operation }) => {
        const body = ['post', 'put', 'patch'].includes(method) ? operation.requestBody?.content : {};
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        const answered = success.some(([status, response]) => status === '204' || response.content !== undefined);
        return !body || success.length === 0 || !answered;
      })
      .map(({ name }) => name);
    expect(undescribed).toEqual([]);
  });

  it('describes errors in the format of docs/architecture.md §4.2 and files as binary', () => {
    const signIn = document.paths['/api/users/sign-in/'].post;
    expect(signIn.responses['400'].content?.['application/json'].schema).toBeDefined();
    expect(signIn.responses['4XX'].content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DetailError',
    });
    const pdf = document.paths['/api/certificates/{id}/pdf/'].get.responses['200'].content;
    expect(pdf?.['application/pdf'].schema).toEqual({ type: 'string', format: 'binary' });
  });

  it('describes the health check’s 503: its report of what is down, or the error format', async () => {
    // What `GET /api/health/` answers while its database does not (health.controller.ts).
    const degraded = {
      status: 'degraded',
      database: { ok: false, kind: 'postgres' },
      queue: { ok: false, kind: 'in-process', pending: 0, failed: 0 },
      projections: [],
    };
    const health = { method: 'GET', url: `${portal.baseUrl}/api/health/` };
    const answer = (body: object) => ({ status: 503, contentType: 'application/json', text: JSON.stringify(body) });
    await expectDocumented(portal.baseUrl, health, answer(degraded));
    await expectDocumented(portal.baseUrl, health, answer({ detail: 'Briefly unavailable.', code: 'unavailable' }));
    await expect(expectDocumented(portal.baseUrl, health, answer({ ...degraded, status: 'ok' }))).rejects.toThrow(
      /status/,
    );
  });
});
