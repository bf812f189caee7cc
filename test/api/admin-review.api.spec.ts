import { expect } from 'vitest';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { FileMailbox } from '../support/mailbox';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { type Course, adminToken, fillProfile, staffQuery as query } from './applications-fixtures';
import { apply, freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import type {
  ApplicationStatistics,
  DecisionPreview,
  OutboxEmail,
  StaffApplicationRow,
  UserView,
  ValidationErrorBody,
} from '@portal/contracts';
import { defined } from '../support/defined';

/** Filters, CSV export, the bulk-decision outbox and the email outbox of the staff app (PGlite, in process). */
describe('staff review of applications', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;
  let ada: TestApplicant;
  let bob: TestApplicant;
  let course: Course;
  const ids: Record<string, string> = {};

  /** `T`: the rows, or the error body a refused filter answers. */
  const list = <T = StaffApplicationRow[]>(filter: Record<string, unknown>, token = admin) =>
    api.get<T>(`/admin/applications?${query({ filter: { course: course.id, ...filter } })}`, token);
  const idsOf = (response: { body: Array<{ id: string }> }) => response.body.map((row) => row.id).sort();

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    [ada, bob] = await Promise.all([newApplicant(portal, api, 'Ada'), newApplicant(portal, api, 'Bob')]);
    await fillProfile(api, ada.token);
    await fillProfile(api, bob.token, {
      highest_degree: 'undergraduate_degree',
      status: 'masters_student',
      held_position_time: 'one_year',
    });
    const bobLogistic = defined((await api.get<UserView>('/users/me/', bob.token)).body.logistic, 'logistic info');
    const patched = await api.request('PATCH', `/users/logistic/${bobLogistic.id}/`, {
      json: { preferred_time_slot: 5, possible_time_slots: [5], preferred_language: 'french' },
      token: bob.token,
    });
    expect(patched.status).toBe(200);
    course = await freshCourse(api, admin, {
      data_sets: [
        { id: 'vision', name: 'Vision' },
        { id: 'nlp', name: 'Language' },
        { id: 'fmri', name: 'fMRI' },
      ],
    });
    ids.ada = await apply(api, ada.token, course, 'student');
    ids.bob = await apply(api, bob.token, course, 'student', {
      residing_country_during_course: 'Brazil',
      data_set: 'nlp',
      second_data_set: 'vision',
    });
    ids.adaTa = await apply(api, ada.token, course, 'ta', {
      comfortable_data_set: 'fmri',
      alternative_data_set: 'vision',
    });
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  describe('the list filters', () => {
    it('by country of residence, time slot, language and data set', async () => {
      expect(idsOf(await list({ country: 'brazil' }))).toEqual([ids.bob]);
      expect(idsOf(await list({ country: 'Ghana' }))).toEqual([ids.ada, ids.adaTa].sort());
      expect(idsOf(await list({ time_slot: 5 }))).toEqual([ids.bob]);
      expect(idsOf(await list({ time_slot: 4 }))).toEqual([ids.ada, ids.adaTa].sort());
      expect(idsOf(await list({ language: 'french' }))).toEqual([ids.bob]);
      expect(idsOf(await list({ data_set: 'fmri' }))).toEqual([ids.adaTa]);
      expect(idsOf(await list({ data_set: 'nlp', role: 'student' }))).toEqual([ids.ada, ids.bob].sort());
    });

    it('by seniority, and sorts by it', async () => {
      const rows = (await list({ role: 'student' })).body;
      const seniorityOf = Object.fromEntries(
        rows.map((row) => [row.id, defined(row.seniority, `the seniority of ${row.id}`)]),
      );
      expect(seniorityOf[ids.ada]).not.toEqual(seniorityOf[ids.bob]);
      expect(idsOf(await list({ role: 'student', seniority: seniorityOf[ids.bob] }))).toEqual([ids.bob]);
      const sorted = await api.get<StaffApplicationRow[]>(
        `/admin/applications?${query({ sort: ['seniority', 'ASC'], filter: { course: course.id, role: 'student' } })}`,
        admin,
      );
      const expected = [ids.ada, ids.bob].sort((a, b) => seniorityOf[a].localeCompare(seniorityOf[b]));
      expect(sorted.body.map((row) => row.id)).toEqual(expected);
    });

    it('by submitted date range, a day bound covering the whole day', async () => {
      const today = new Date().toISOString().slice(0, 10);
      expect(idsOf(await list({ submitted_gte: today, submitted_lte: today }))).toHaveLength(3);
      expect((await list({ submitted_lte: '2020-01-01' })).body).toEqual([]);
      expect((await list({ submitted_gte: '2999-01-01T00:00:00Z' })).body).toEqual([]);
    });

    it('refuses a malformed filter with a 400 naming it', async () => {
      for (const filter of [{ time_slot: 9 }, { language: 'klingon' }, { submitted_gte: 'yesterday' }, { colour: 1 }]) {
        const response = await list<ValidationErrorBody>(filter);
        expect(response.status).toBe(400);
        expect(Object.keys(response.body).length).toBeGreaterThan(0);
        expect(JSON.stringify(response.body)).toMatch(/"code":"/);
      }
    });
  });

  describe('the CSV export', () => {
    const exportCsv = (params: Record<string, unknown>, token = admin) =>
      fetch(`${portal.baseUrl}/api/admin/applications/export?${query(params)}`, {
        headers: { authorization: `Token ${token}` },
      });

    it('holds every filtered row, not one page, in the list order', async () => {
      const response = await exportCsv({ filter: { course: course.id }, sort: ['id', 'ASC'] });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="applications.csv"/);
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '"id","applicant_name","email","course_name","role","status","seniority","country","wants_to_enroll","application_date","review_average","review_spread","review_count"',
      );
      expect(lines.slice(1).map((line) => JSON.parse(line.split(',')[0]) as string)).toEqual(
        [ids.ada, ids.bob, ids.adaTa].sort(),
      );
      expect(lines.find((line) => line.includes(ids.bob))).toContain(`"${bob.email}"`);
      const filtered = await (await exportCsv({ filter: { course: course.id, country: 'Brazil' } })).text();
      expect(filtered.trimEnd().split('\r\n')).toHaveLength(2);
    });

    it('refuses applicants and bad filters', async () => {
      expect((await exportCsv({}, ada.token)).status).toBe(403);
      const bad = await exportCsv({ filter: '{"role":"captain"}' });
      expect(bad.status).toBe(400);
      expect((await bad.json()) as unknown).toEqual({ 'filter.role': [expect.objectContaining({ code: 'invalid' })] });
    });
  });

  describe('a bulk decision', () => {
    it('is previewed with the emails it will send, recording nothing', async () => {
      const preview = await api.post<DecisionPreview>(
        '/admin/applications/decide/preview/',
        { ids: [ids.ada, ids.bob, 'no-such-application'], decision: 'offer' },
        reviewer,
      );
      expect(preview.status).toBe(200);
      const [adaPreview, bobPreview, missing] = preview.body.results;
      expect(adaPreview).toEqual({
        id: ids.ada,
        outcome: 'email',
        applicant_name: 'Ada Applicant',
        email: {
          to: ada.email,
          subject: `You have an offer for ${course.name}`,
          text: expect.stringContaining(`we are glad to offer you a place as a student in ${course.name}`),
        },
      });
      expect(bobPreview).toMatchObject({ email: { to: bob.email } });
      expect(missing).toEqual(
        expect.objectContaining({ outcome: 'refused', error: expect.objectContaining({ code: 'not_found' }) }),
      );
      expect(idsOf(await list({ status: 'applied', role: 'student' }))).toEqual([ids.ada, ids.bob].sort());
    });

    it('shows a refusal for a decision the role cannot get, and refuses a bad body with 400', async () => {
      const preview = await api.post<DecisionPreview>(
        '/admin/applications/decide/preview/',
        { ids: [ids.ada], decision: 'approve' },
        admin,
      );
      expect(preview.body.results[0]).toEqual(
        expect.objectContaining({ outcome: 'refused', error: expect.objectContaining({ code: 'not_allowed' }) }),
      );
      const bad = await api.post('/admin/applications/decide/preview/', { ids: [], decision: 'hire' }, admin);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        ids: [expect.objectContaining({ code: expect.any(String) })],
        decision: [expect.objectContaining({ code: expect.any(String) })],
      });
      expect(
        (await api.post('/admin/applications/decide/preview/', { ids: [ids.ada], decision: 'offer' }, ada.token))
          .status,
      ).toBe(403);
    });

    it('once confirmed twice, sends each email exactly once and lists it in the outbox', async () => {
      const body = { ids: [ids.ada, ids.bob], decision: 'waitlist' };
      for (let i = 0; i < 2; i++) expect((await api.post('/admin/applications/decide/', body, admin)).status).toBe(200);
      const again = await api.post<DecisionPreview>('/admin/applications/decide/preview/', body, admin);
      expect(again.body.results.map((result) => result.outcome)).toEqual(['unchanged', 'unchanged']);
      const subject = `You are on the waitlist for ${course.name}`;
      const found = await eventually(async () => {
        const response = await api.get<OutboxEmail[]>(
          `/admin/outbox?${query({ range: [0, 49], filter: { status: 'done' } })}`,
          admin,
        );
        const mine = response.body.filter((email) => email.subject === subject);
        return mine.length === 2 ? { response, mine } : null;
      }, 'both waitlist emails sent');
      const outbox = found;
      expect(outbox.response.headers.get('content-range')).toMatch(/^outbox 0-\d+\/\d+$/);
      expect(outbox.mine.map((email) => email.to).sort()).toEqual([ada.email, bob.email].sort());
      expect(outbox.mine[0]).toEqual(
        expect.objectContaining({ status: 'sent', sent_at: expect.any(String), queued_at: expect.any(String) }),
      );
      const one = await api.get(`/admin/outbox/${outbox.mine[0].id}`, admin);
      expect(one.body).toEqual(outbox.mine[0]);
      const mailbox = new FileMailbox(portal.dataDir);
      const delivered = await mailbox.messages();
      expect(delivered.filter((email) => email.subject === subject)).toHaveLength(2);
    });

    it('keeps the outbox from reviewers and applicants, and answers 404 for an unknown email', async () => {
      expect((await api.get('/admin/outbox', reviewer)).status).toBe(403);
      expect((await api.get('/admin/outbox', ada.token)).status).toBe(403);
      expect((await api.get('/admin/outbox/999999999', admin)).status).toBe(404);
      expect((await api.get('/admin/outbox/abc', admin)).status).toBe(404);
      expect((await api.get(`/admin/outbox?${query({ filter: { status: 'lost' } })}`, admin)).status).toBe(400);
    });
  });

  describe('the dashboard statistics', () => {
    const statistics = (params: string, token = admin) =>
      api.get<ApplicationStatistics>(`/admin/statistics${params}`, token);

    it('count a course’s applications per day, by funnel stage, country and seniority', async () => {
      const response = await statistics(`?course=${course.id}`, reviewer);
      expect(response.status).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.body.per_day).toEqual([
        { day: today, course: course.name, role: 'student', count: 2 },
        { day: today, course: course.name, role: 'ta', count: 1 },
      ]);
      expect(response.body.funnel).toEqual([
        { stage: 'applied', count: 3 },
        { stage: 'offered', count: 0 },
        { stage: 'paid or waived', count: 0 },
        { stage: 'matched', count: 0 },
        { stage: 'completed', count: 0 },
      ]);
      expect(response.body.by_country).toEqual([
        { country: 'Ghana', applied: 2, accepted: 0 },
        { country: 'Brazil', applied: 1, accepted: 0 },
      ]);
      const seniorities = response.body.by_seniority.map((row) => row.applied);
      expect(seniorities.reduce((a, b) => a + b, 0)).toBe(3);
      expect(response.body.money).toEqual([]);
      expect(response.body.money_per_day).toEqual([]);
    });

    it('cover every course without a filter, and refuse applicants and bad queries', async () => {
      const all = await statistics('');
      expect(all.body.funnel[0].count).toBeGreaterThan(3);
      // Money by day adds up to the totals, currency by currency, to the cent.
      const cents = (amount: string) => Math.round(Number(amount) * 100);
      for (const { currency, amount } of all.body.money) {
        const days = all.body.money_per_day.filter((row) => row.currency === currency);
        expect(days.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(cents(amount));
      }
      expect((await statistics('', ada.token)).status).toBe(403);
      const bad = await statistics('?colour=blue');
      expect(bad.status).toBe(400);
    });
  });
});
