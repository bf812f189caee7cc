import { expect } from 'vitest';
import type {
  ApplicationHistoryEntry,
  ApplicationView,
  FeeWaiverRow,
  SeasonOverview,
  StaffPaymentRow,
} from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { FileMailbox } from '../support/mailbox';
import { type Course, adminToken, fillProfile, staffQuery as query } from './applications-fixtures';
import { EXPLANATION, apply, freshCourse, offer, takeSteps } from './enrollment-fixtures';
import { ApiClient, firstError } from './identity-client';
import { ifSet } from '../support/if-set';

/**
 * Fee waivers granted at once or decided by staff, per course (issue 57 item 5): the queue with the
 * student's reason and the fee, approve or refuse with a reason, and an email to the student either way.
 */
describe('fee waivers, granted at once or decided by staff (pglite)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;
  let ada: TestApplicant;
  let mail: FileMailbox;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
    mail = new FileMailbox(portal.dataDir);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  /** Ada at the waiver step of a course of its own, with a fee above zero (France's cola). */
  const atWaiverStep = async (feeWaivers: 'automatic' | 'staff') => {
    const course = await freshCourse(api, admin, { fee_waivers: feeWaivers });
    const id = await apply(api, ada.token, course, 'student', { residing_country_during_course: 'France' });
    await offer(api, admin, id);
    await takeSteps(api, ada.token, id, 'reduced-fee', { funding: 'self_funded', hardship: false });
    return { id, course, path: `/courses/student-applications/${id}/` };
  };
  const askToWaive = (path: string) =>
    api.post<ApplicationView>(`${path}waive-fee/`, { reason: EXPLANATION }, ada.token);
  const waiverOf = (id: string) => api.get<FeeWaiverRow>(`/admin/fee-waivers/${id}`, admin);
  const waiting = async (courseId: string) =>
    (
      await api.get<FeeWaiverRow[]>(
        `/admin/fee-waivers?${query({ filter: { course: courseId, state: 'waiting' } })}`,
        admin,
      )
    ).body;

  /** The staff dashboard's count of the course's waivers waiting for staff. */
  const toDecide = async (course: Course) => {
    const overview = await api.get<SeasonOverview>(`/admin/season-overview/?season_id=${course.season_id}`, admin);
    return overview.body.courses.find((row) => row.course_id === course.id)?.waivers_to_decide;
  };

  it('on a course that grants waivers at once: waived, the student emailed, listed as granted', async () => {
    const { id, course, path } = await atWaiverStep('automatic');
    expect((await askToWaive(path)).body).toMatchObject({
      status: 'waived_fee',
      wants_to_enroll: true,
      fee_waivers: 'automatic',
      fee_waiver_request: null,
    });
    const email = await mail.next({ to: ada.email, subject: `Your fee for ${course.name} is waived` });
    expect(email.text).toContain(`is waived, and you are enrolled`);
    expect((await waiverOf(id)).body).toMatchObject({ state: 'granted', reason: EXPLANATION });
    expect(await waiting(course.id)).toEqual([]);
  });

  it('on a course whose staff decide: asked for, queued with the reason and fee, approved, emailed', async () => {
    const { id, course, path } = await atWaiverStep('staff');
    expect((await askToWaive(path)).body).toMatchObject({
      status: 'accepted',
      wants_to_enroll: true,
      fee_waivers: 'staff',
      fee_waiver_request: 'waiting',
    });
    // Asking twice queues it once.
    expect((await askToWaive(path)).status).toBe(200);
    const [row, ...others] = await waiting(course.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id,
      state: 'waiting',
      reason: EXPLANATION,
      course_name: course.name,
      decided_at: null,
    });
    expect(Number(row.fee)).toBeGreaterThan(0);

    expect(await toDecide(course)).toBe(1);
    expect((await api.post(`/admin/fee-waivers/${id}/approve/`, {}, reviewer)).status).toBe(403);
    expect((await api.get('/admin/fee-waivers', reviewer)).status).toBe(403);
    const approved = await api.post<FeeWaiverRow>(`/admin/fee-waivers/${id}/approve/`, {}, admin);
    expect(approved.body).toMatchObject({ state: 'granted', fee: row.fee });
    expect((await api.get<ApplicationView>(path, ada.token)).body.status).toBe('waived_fee');
    expect(await toDecide(course)).toBe(0);
    const email = await mail.next({ to: ada.email, subject: `Your fee for ${course.name} is waived` });
    expect(email.text).toContain(`Your course fee of ${row.fee} USD for ${course.name} is waived`);
    // A second click decides nothing twice.
    const again = await api.post(`/admin/fee-waivers/${id}/approve/`, {}, admin);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'no_waiver_request' });

    const history = (await api.get<ApplicationHistoryEntry[]>(`/admin/applications/${id}/history`, admin)).body;
    const sentences = history.map((entry) => entry.sentence);
    expect(sentences).toContain(`Asked staff to waive the fee of ${row.fee} USD`);
    expect(sentences).toContain(`Waived the fee of ${row.fee} USD`);

    const payments = await api.get<StaffPaymentRow[]>(
      `/admin/payments?${query({ filter: { course: course.id, status: 'waived' } })}`,
      admin,
    );
    expect(payments.body).toEqual([
      expect.objectContaining({ application: id, amount: row.fee, status: 'waived', checkout_session_id: null }),
    ]);
  });

  it('refused with a reason: the student reads it by email, may pay, and may ask again', async () => {
    const { id, course, path } = await atWaiverStep('staff');
    await askToWaive(path);
    const blank = await api.post(`/admin/fee-waivers/${id}/refuse/`, { reason: '  ' }, admin);
    expect(blank.status).toBe(400);
    expect(firstError(blank, 'reason')).toBeTruthy();
    expect((await waiverOf(id)).body.state).toBe('waiting');

    const because = 'Your employer told us it funds this course for you.';
    const refused = await api.post<FeeWaiverRow>(`/admin/fee-waivers/${id}/refuse/`, { reason: because }, admin);
    expect(refused.body).toMatchObject({ state: 'refused' });
    const email = await mail.next({ to: ada.email, subject: `Your fee waiver request for ${course.name}` });
    expect(email.text).toContain(because);
    expect(email.text).toContain('Your offer is still open');
    expect((await api.get<ApplicationView>(path, ada.token)).body).toMatchObject({
      status: 'accepted',
      fee_waiver_request: 'refused',
    });

    await askToWaive(path);
    expect((await waiting(course.id)).map((row) => row.id)).toEqual([id]);
  });

  it('asks staff for the hardship discount: the fee stays whole until they grant it, and each answer is emailed', async () => {
    const { id, course, path } = await atWaiverStep('staff');
    const totalCents = async () => (await api.get<{ total_cents: number }>(`${path}fee/`, ada.token)).body.total_cents;
    const whole = await totalCents();
    const answered = await api.post<ApplicationView>(
      `${path}hardship/`,
      { hardship: true, explanation: EXPLANATION },
      ada.token,
    );
    expect(answered.body).toMatchObject({ hardship: true, hardship_request: 'waiting' });
    expect(await totalCents()).toBe(whole);
    const [row, ...others] = await waiting(course.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ id: `hardship-${id}`, kind: 'hardship', application: id, reason: EXPLANATION });

    const because = 'Your lab confirmed it pays the fee.';
    const refused = await api.post<FeeWaiverRow>(
      `/admin/fee-waivers/hardship-${id}/refuse/`,
      { reason: because },
      admin,
    );
    expect(refused.body.state).toBe('refused');
    const refusal = await mail.next({ to: ada.email, subject: `Your hardship discount request for ${course.name}` });
    expect(refusal.text).toContain(because);
    expect(await totalCents()).toBe(whole);

    // Asked again, and granted: the fee is halved from then on.
    await api.post(`${path}hardship/`, { hardship: true, explanation: EXPLANATION }, ada.token);
    const granted = await api.post<FeeWaiverRow>(`/admin/fee-waivers/hardship-${id}/approve/`, {}, admin);
    expect(granted.body.state).toBe('granted');
    expect(await totalCents()).toBeLessThan(whole);
    const email = await mail.next({ to: ada.email, subject: `Your hardship discount for ${course.name}` });
    expect(email.text).toContain('the course fee is halved');
    const history = (await api.get<ApplicationHistoryEntry[]>(`/admin/applications/${id}/history`, admin)).body;
    expect(history.map((entry) => entry.sentence)).toEqual(
      expect.arrayContaining(['Refused the hardship discount', 'Granted the hardship discount']),
    );
  });

  it('gives the hardship discount at once on a course that grants it so, and says so by email', async () => {
    const { course, path } = await atWaiverStep('automatic');
    const answered = await api.post<ApplicationView>(
      `${path}hardship/`,
      { hardship: true, explanation: EXPLANATION },
      ada.token,
    );
    expect(answered.body).toMatchObject({ hardship: true, hardship_request: null });
    await mail.next({ to: ada.email, subject: `Your hardship discount for ${course.name}` });
  });

  it('refuses a filter it does not know, and an unknown application', async () => {
    expect((await api.get(`/admin/fee-waivers?${query({ filter: { state: 'maybe' } })}`, admin)).status).toBe(400);
    expect((await api.post('/admin/fee-waivers/no-such-application/approve/', {}, admin)).status).toBe(404);
  });
});
