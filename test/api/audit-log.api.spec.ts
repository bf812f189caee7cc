import { expect } from 'vitest';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { type Course, adminToken, fillProfile, staffQuery as query } from './applications-fixtures';
import { apply, freshCourse, offer } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';
import type {
  AsOfView,
  AuditEvent,
  DetailErrorBody,
  ProjectionStatus,
  RebuildRecord,
  StreamHistory,
  UserView,
  ValidationErrorBody,
} from '@portal/contracts';

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The audit routes: the events browser, stream histories, as-of views and read-model rebuilds. */
describe('the audit API', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let adminId: string;
  let reviewer: string;
  let ada: TestApplicant;
  let course: Course;
  let applicationId: string;
  let stream: string;
  /** After the submission and before the offer. */
  let beforeOffer: string;

  const events = <T = AuditEvent[]>(params: Record<string, unknown>, token = admin) =>
    api.get<T>(`/admin/events?${query(params)}`, token);

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    adminId = (await api.get<UserView>('/users/me/', admin)).body.id;
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
    course = await freshCourse(api, admin);
    applicationId = await apply(api, ada.token, course, 'student');
    stream = `application-${applicationId}`;
    // recorded_at is the transaction's start: a pause on either side keeps the moment strictly between.
    await pause();
    beforeOffer = new Date().toISOString();
    await pause();
    await offer(api, admin, applicationId);
  }, 60_000);
  afterAll(() => ifSet(portal)?.stop());

  describe('the events browser', () => {
    it("lists one stream's events in log order with Content-Range, decrypted", async () => {
      const page = await events({ filter: { stream_id: stream }, sort: ['global_position', 'ASC'] });
      expect(page.status).toBe(200);
      const types = page.body.map((event) => event.type);
      expect(types[0]).toBe('ApplicationSubmitted');
      expect(types).toContain('OfferMade');
      expect(page.headers.get('content-range')).toBe(`events 0-${types.length - 1}/${types.length}`);
      const positions = page.body.map((event) => event.stream_position);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
      // The applicant's free texts are encrypted in the store; staff read them in plain.
      expect((page.body[0].data.personal as Record<string, unknown>).about_educational_background).toBe(
        'I studied physics and now model neurons.',
      );
      expect(page.body[0]).toMatchObject({ stream_id: stream, actor: ada.userId, schema_version: 1 });
    });

    it('filters by type, acting staff member and time range', async () => {
      const offers = await events({ filter: { stream_id: stream, type: 'OfferMade' } });
      expect(offers.body).toEqual([expect.objectContaining({ type: 'OfferMade', actor: adminId })]);
      expect(offers.body[0].metadata).toMatchObject({ actor: adminId });
      const byAdmin = await events({ filter: { stream_id: stream, actor: adminId } });
      expect(byAdmin.body.length).toBeGreaterThan(0);
      expect(byAdmin.body.every((event) => event.actor === adminId)).toBe(true);
      const byAda = await events({ filter: { stream_id: stream, actor: ada.userId } });
      expect(byAda.body.map((event) => event.type)).toContain('ApplicationSubmitted');
      const early = await events({ filter: { stream_id: stream, to: beforeOffer } });
      const late = await events({ filter: { stream_id: stream, from: beforeOffer } });
      expect(early.body.map((event) => event.type)).not.toContain('OfferMade');
      expect(late.body.map((event) => event.type)).toContain('OfferMade');
      expect(late.body.map((event) => event.type)).not.toContain('ApplicationSubmitted');
      const several = await events({ filter: { stream_id: stream, type: ['OfferMade', 'ApplicationSubmitted'] } });
      expect(several.body).toHaveLength(2);
    });

    it('pages the whole log, newest first', async () => {
      const first = await events({ range: [0, 4] });
      expect(first.body).toHaveLength(5);
      const total = Number(defined(first.headers.get('content-range'), 'a Content-Range header').split('/')[1]);
      expect(total).toBeGreaterThan(5);
      const positions = first.body.map((event) => event.global_position);
      expect([...positions].sort((a, b) => b - a)).toEqual(positions);
      const second = await events({ range: [5, 9] });
      expect(second.body[0].global_position).toBeLessThan(positions[4]);
    });

    it('answers bad filters with 400 in the error format', async () => {
      const badTime = await events<ValidationErrorBody>({ filter: { from: 'yesterday' } });
      expect(badTime.status).toBe(400);
      expect(badTime.body['filter.from'][0]).toMatchObject({ code: 'invalid' });
      const backwards = await events<ValidationErrorBody>({
        filter: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body['filter.to'][0].message).toBe('The end of the time range is before its start.');
      expect((await api.get<ValidationErrorBody>('/admin/events?filter=%7Bnot-json', admin)).body.filter[0].code).toBe(
        'invalid',
      );
      expect((await events({ sort: ['data', 'ASC'] })).status).toBe(400);
    });
  });

  describe('a stream history', () => {
    it('shows every event of the stream in order, or those up to a moment', async () => {
      const all = await api.get<StreamHistory>(`/admin/streams/${stream}`, admin);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ id: stream, stream_type: 'application' });
      expect(all.body.events).toHaveLength(all.body.version);
      expect(all.body.events.map((event) => event.type)).toContain('OfferMade');
      const then = await api.get<StreamHistory>(
        `/admin/streams/${stream}?as_of=${encodeURIComponent(beforeOffer)}`,
        admin,
      );
      expect(then.body.events.map((event) => event.type)).not.toContain('OfferMade');
      expect(then.body.events.length).toBeLessThan(all.body.events.length);
    });

    it('answers 404 for an unknown stream and 400 for a bad moment', async () => {
      expect((await api.get('/admin/streams/application-nope', admin)).status).toBe(404);
      const bad = await api.get<ValidationErrorBody>(`/admin/streams/${stream}?as_of=soon`, admin);
      expect(bad.status).toBe(400);
      expect(bad.body.as_of[0].code).toBe('invalid');
    });
  });

  describe('the as-of view', () => {
    const asOf = <T = AsOfView>(kind: string, id: string, at: string) =>
      api.get<T>(`/admin/as-of/${kind}/${id}?at=${encodeURIComponent(at)}`, admin);

    it('shows an application as it stood before and after the offer', async () => {
      const before = await asOf('application', applicationId, beforeOffer);
      expect(before.status).toBe(200);
      expect(before.body.state).toMatchObject({ status: 'live', application: { applicationStatus: 'applied' } });
      const after = await asOf('application', applicationId, new Date().toISOString());
      expect(after.body.state).toMatchObject({ status: 'live', application: { applicationStatus: 'accepted' } });
      expect(after.body.events).toBeGreaterThan(before.body.events);
    });

    it('shows a person with their account and profile at a moment', async () => {
      const now = await asOf('user', ada.userId, new Date().toISOString());
      expect(now.status).toBe(200);
      // The state is the person's fold as stored, free-form JSON in the contract.
      const state = now.body.state as {
        account: Record<string, unknown>;
        profile: { generalInfo: { record: unknown } };
      };
      expect(state.account).toMatchObject({ firstName: 'Ada', email: ada.email });
      expect(state.account.tokens).toBeUndefined();
      expect(state.profile.generalInfo.record).toMatchObject({ status: 'postdoc' });
    });

    it('answers 404 before anything was recorded and 400 for a bad kind or moment', async () => {
      const tooEarly = await asOf('application', applicationId, '2000-01-01T00:00:00Z');
      expect(tooEarly.status).toBe(404);
      const badKind = await asOf<ValidationErrorBody>('course', course.id, beforeOffer);
      expect([badKind.status, badKind.body.kind[0].code]).toEqual([400, 'invalid']);
      const noMoment = await api.get<ValidationErrorBody>(`/admin/as-of/application/${applicationId}`, admin);
      expect([noMoment.status, noMoment.body.at[0].code]).toEqual([400, 'required']);
    });
  });

  describe('projection status and rebuilds', () => {
    it('lists each read model against the log head', async () => {
      const list = await api.get<ProjectionStatus[]>('/admin/projections', admin);
      expect(list.status).toBe(200);
      const applications = defined(
        list.body.find((row) => row.id === 'applications'),
        'the applications read model',
      );
      expect(applications).toMatchObject({ mode: 'inline', lag: 0 });
      expect(applications.position).toBeLessThanOrEqual(applications.head);
      expect(applications.head).toBeGreaterThan(0);
    });

    it('rebuilds a read model in the background, reports progress and ends with the same rows', async () => {
      const staffList = `/admin/applications?${query({ filter: { course: course.id } })}`;
      const before = [
        (await api.get(staffList, admin)).body,
        (await api.get(`/admin/applications/${applicationId}`, admin)).body,
      ];
      const started = await api.post<{ rebuild: RebuildRecord }>('/admin/projections/applications/rebuild', {}, admin);
      expect(started.status).toBe(202);
      expect(started.body.rebuild).toMatchObject({ status: 'running', started_by: adminId });
      const done = await eventually(async () => {
        const { rebuild } = (await api.get<ProjectionStatus>('/admin/projections/applications', admin)).body;
        return rebuild?.status === 'done' ? rebuild : undefined;
      }, 'the rebuild to finish');
      expect(done.done).toBe(done.total);
      expect(done.total).toBeGreaterThan(0);
      const after = [
        (await api.get(staffList, admin)).body,
        (await api.get(`/admin/applications/${applicationId}`, admin)).body,
      ];
      expect(after).toEqual(before);
    });

    it('answers 404 for an unknown read model', async () => {
      expect((await api.post('/admin/projections/nope/rebuild', {}, admin)).status).toBe(404);
      expect((await api.get('/admin/projections/nope', admin)).status).toBe(404);
    });
  });

  it('refuses applicants, reviewers and anonymous callers on every audit route', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/admin/events'],
      ['GET', `/admin/streams/${stream}`],
      ['GET', `/admin/as-of/application/${applicationId}?at=${encodeURIComponent(beforeOffer)}`],
      ['GET', '/admin/projections'],
      ['GET', '/admin/projections/applications'],
      ['POST', '/admin/projections/applications/rebuild'],
    ];
    for (const [method, path] of routes) {
      const call = (token?: string) =>
        api.request<DetailErrorBody>(method, path, { token, json: method === 'POST' ? {} : undefined });
      expect([path, (await call(ada.token)).status]).toEqual([path, 403]);
      expect([path, (await call(reviewer)).status]).toEqual([path, 403]);
      const anonymous = await call();
      expect([path, anonymous.status, anonymous.body.code]).toEqual([path, 401, 'not_authenticated']);
    }
    const status = (await api.get<ProjectionStatus>('/admin/projections/applications', admin)).body;
    expect(status.rebuild?.started_by).toBe(adminId);
  });
});
