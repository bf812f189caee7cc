import {
  type ApplicationSummary,
  type ApplicationView,
  type JobRow,
  MESSAGES,
  type Page,
  type ValidationErrorBody,
  type bulkDecisionResultsSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { FileMailbox } from '../support/mailbox';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, fillProfile, patch, staffQuery } from './applications-fixtures';
import { apply, decide, expectOneAnswer, freshCourse, offer } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';
import { ifSet } from '../support/if-set';

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** Staff decisions, their emails, the offer's one answer, its expiry, and the TA and mentor paths. */
describe('offers and decisions (pglite)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let ada: TestApplicant;
  let mail: FileMailbox;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
    mail = new FileMailbox(portal.dataDir);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  /** Every offer-expiry timer the portal has, as staff see them. */
  const expiryTimers = async () =>
    (await api.get<JobRow[]>(`/admin/jobs?${staffQuery({ filter: { type: 'expire-offer' }, range: [0, 999] })}`, admin))
      .body;

  it('offers a place with an email, and the offered student declines for good', async () => {
    const course = await freshCourse(api, admin);
    const id = await apply(api, ada.token, course, 'student');
    const end = secondsFromNow(3600);
    const offered = await decide(api, admin, id, { decision: 'offer', accepting_offer_end_date: end });
    expect(offered.body).toMatchObject({ status: 'accepted', accepting_offer_end_date: end });
    // The applications list says when this offer ends, not when the course's offers do.
    const list = await api.get<Page<ApplicationSummary>>('/courses/applications/', ada.token);
    expect(list.body.results.find((row) => row.id === id)).toMatchObject({ deadline_accepting_offer_end_date: end });
    const email = await mail.next({ to: ada.email, subject: `You have an offer for ${course.name}` });
    expect(email.text).toMatch(/\/sign-in\?uid=/);

    const path = `/courses/student-applications/${id}/`;
    expect((await api.post(`${path}decline/`, {}, ada.token)).body).toMatchObject({
      status: 'declined',
      decline_reason: 'declined',
    });
    expect((await api.post(`${path}decline/`, {}, ada.token)).status).toBe(200);
    const late = await patch(api, `${path}wants-to-enroll/`, { wants_to_enroll: true }, ada.token);
    expect(late.body).toEqual({ detail: MESSAGES.youCannotPerformThisAction, code: 'not_allowed' });
  });

  it('rejects, waitlists and dismisses with an email each; the waitlist can still get the offer', async () => {
    const ids = await Promise.all(
      ['reject', 'waitlist', 'dismiss'].map(async () =>
        apply(api, ada.token, await freshCourse(api, admin), 'student'),
      ),
    );
    for (const [id, decision] of [
      [ids[0], 'reject'],
      [ids[1], 'waitlist'],
      [ids[2], 'dismiss'],
    ])
      expect((await decide(api, admin, id, { decision })).status).toBe(200);
    await mail.next({ to: ada.email, subject: /^Your application to / });
    await mail.next({ to: ada.email, subject: /^You are on the waitlist for / });
    await mail.next({ to: ada.email, subject: /^Your application to / });
    const statuses = await Promise.all(
      ids.map(
        async (id) => (await api.get<ApplicationView>(`/courses/student-applications/${id}/`, ada.token)).body.status,
      ),
    );
    expect(statuses).toEqual(['rejected', 'waitlist', 'dismissed']);
    expect((await decide<ValidationErrorBody>(api, admin, ids[0], { decision: 'offer' })).body.decision[0].code).toBe(
      'not_allowed',
    );
    expect((await decide(api, admin, ids[1], { decision: 'offer' })).body.status).toBe('accepted');
  });

  it('decides in bulk, one outcome per id, and refuses applicants', async () => {
    const a = await apply(api, ada.token, await freshCourse(api, admin), 'student');
    const b = await apply(api, ada.token, await freshCourse(api, admin), 'mentor');
    const bulk = await api.post<z.infer<typeof bulkDecisionResultsSchema>>(
      '/admin/applications/decide/',
      { decision: 'waitlist', ids: [a, b, 'missing'] },
      admin,
    );
    expect(bulk.body.results).toEqual([
      { id: a, ok: true },
      { id: b, ok: true },
      { id: 'missing', ok: false, error: { code: 'not_found', detail: 'Application not found.' } },
    ]);
    expect((await decide(api, ada.token, a, { decision: 'offer' })).status).toBe(403);
    expect((await api.post('/admin/applications/decide/', { decision: 'offer', ids: [a] }, ada.token)).status).toBe(
      403,
    );
    expect((await decide(api, admin, a, { decision: 'maybe' })).status).toBe(400);
  });

  it('lets an offer lapse at its end date: OfferExpired once, status declined, reason expired, an email', async () => {
    const course = await freshCourse(api, admin);
    const id = await apply(api, ada.token, course, 'student');
    await offer(api, admin, id, secondsFromNow(2));
    await mail.next({ to: ada.email, subject: `You have an offer for ${course.name}` });
    await mail.next({ to: ada.email, subject: `Your offer for ${course.name} has expired` }, 20_000);
    const view = (await api.get<ApplicationView>(`/courses/student-applications/${id}/`, ada.token)).body;
    expect(view).toMatchObject({ status: 'declined', decline_reason: 'expired', wants_to_enroll: false });
    const late = await api.post(
      `/courses/student-applications/${id}/roles-document/`,
      { read_roles_document: true },
      ada.token,
    );
    expect(late.body).toEqual({ detail: MESSAGES.youCannotPerformThisAction, code: 'not_allowed' });
  });

  it('keeps an offer taken up in time', async () => {
    const id = await apply(api, ada.token, await freshCourse(api, admin), 'student');
    const timersBefore = new Set((await expiryTimers()).map((job) => job.id));
    await offer(api, admin, id, secondsFromNow(2));
    const path = `/courses/student-applications/${id}/`;
    await api.post(`${path}roles-document/`, { read_roles_document: true }, ada.token);
    // The offer's own timer, come due after the acceptance, has run to its end.
    await eventually(async () => {
      const timer = (await expiryTimers()).find((job) => !timersBefore.has(job.id));
      return timer?.state === 'completed';
    }, 'the offer’s expiry timer to run');
    expect((await api.get(path, ada.token)).body).toMatchObject({ status: 'accepted', wants_to_enroll: true });
  });

  it('gives 50 parallel accepts and declines on one offer exactly one outcome', () =>
    expectOneAnswer(api, admin, ada.token));

  it('walks a TA through offer, agreement, approval and sub-role', async () => {
    const course = await freshCourse(api, admin);
    const id = await apply(api, ada.token, course, 'ta');
    await offer(api, admin, id);
    expect((await decide<ValidationErrorBody>(api, admin, id, { decision: 'approve' })).body.decision[0].code).toBe(
      'not_allowed',
    );
    const path = `/courses/ta-applications/${id}/`;
    expect((await patch(api, `${path}agreement/`, { wants_to_enroll: false }, ada.token)).status).toBe(400);
    expect((await patch(api, `${path}agreement/`, { wants_to_enroll: true }, ada.token)).body).toMatchObject({
      wants_to_enroll: true,
      agreement_signed: true,
    });
    expect((await decide(api, admin, id, { decision: 'approve' })).body.status).toBe('approved');
    await mail.next({ to: ada.email, subject: `You are approved for ${course.name}` });
    const role = await api.post(
      `/admin/applications/${id}/ta-role/`,
      { selected_as_lead_ta: true, ta_for: 'project_TA' },
      admin,
    );
    expect(role.body).toMatchObject({ selected_as_lead_ta: true, ta_for: 'project_TA', ta_role: 'Lead Project TA' });
    expect((await api.get<ApplicationView>(path, ada.token)).body.ta_role).toBe('Lead Project TA');
  });

  it('approves a mentor straight away, and a mentor has no offer to decline', async () => {
    const id = await apply(api, ada.token, await freshCourse(api, admin), 'mentor');
    expect((await decide<ValidationErrorBody>(api, admin, id, { decision: 'offer' })).body.decision[0].code).toBe(
      'not_allowed',
    );
    expect((await decide(api, admin, id, { decision: 'approve' })).body).toMatchObject({
      status: 'approved',
      mentor_application: id,
    });
    expect((await api.post(`/courses/mentor-applications/${id}/decline/`, {}, ada.token)).status).toBe(400);
  });
});
