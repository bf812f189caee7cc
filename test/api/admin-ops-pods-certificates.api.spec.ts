import { expect } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../apps/api/src/demo-providers/stripe/stripe-stand-in';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, fillProfile, staffQuery as query } from './applications-fixtures';
import { apply } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { PaymentsBench } from './payments-fixtures';
import { type Cohort, eventually, matchAndApply, smallCohort } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';
import type {
  CertificateListRow,
  DetailErrorBody,
  JobRow,
  JobsSummary,
  PodListRow,
  PodView,
  StaffPaymentRow,
  ValidationErrorBody,
} from '@portal/contracts';

/** The staff app's operations reads (pods, megapods, certificates, payments, jobs) (pglite). */
describe('staff operations: pods, certificates, payments and jobs (pglite)', () => {
  let stripe: StripeStandIn;
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;
  let cohort: Cohort;
  let podIds: string[];

  const application = (person: TestApplicant) => cohort.applications.get(person) as string;
  const certificates = async () =>
    (
      await api.get<CertificateListRow[]>(
        `/admin/certificates?${query({ filter: { course: cohort.course.id } })}`,
        admin,
      )
    ).body;
  const taOf = async (pod: string) => {
    const email = defined((await api.get<PodView>(`/admin/pods/${pod}`, admin)).body.ta_info, 'the pod’s TA').email;
    return cohort.tas.find((ta) => ta.email === email) as TestApplicant;
  };
  const rowOf = async (person: TestApplicant) => (await certificates()).find((row) => row.id === application(person));

  beforeAll(async () => {
    // The portal's own Stripe stand-in is called by its SDK on the portal's port, where nothing listens
    // in process: the payments are taken by the stand-in on loopback that the payments suites use.
    stripe = await startStripeStandIn();
    portal = await openPortal('pglite', stripe.portalEnv());
    stripe.deliverWebhooksTo(`${portal.baseUrl}/api/payments/webhook/`);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    cohort = await smallCohort(portal, api, admin);
    const { applied } = await matchAndApply(api, admin, cohort.course);
    podIds = defined(applied.pod_ids, 'the formed pods').map((pod) => pod.podId);
  }, 180_000);
  afterAll(async () => {
    await ifSet(portal)?.stop();
    await ifSet(stripe)?.close();
  });

  it('keeps every route to admins: applicants and reviewers are refused, anonymous callers asked to sign in', async () => {
    const applicant = cohort.students[0].token;
    const reads = ['/admin/pods', '/admin/megapods', '/admin/certificates', '/admin/certificate-exceptions'];
    const more = ['/admin/payments', '/admin/jobs', '/admin/jobs/summary', `/admin/pods/${podIds[0]}`];
    for (const path of [...reads, ...more]) {
      expect([path, (await api.get(path, applicant)).status]).toEqual([path, 403]);
      expect([path, (await api.get(path, reviewer)).status]).toEqual([path, 403]);
      expect([path, (await api.get(path)).status]).toEqual([path, 401]);
    }
    const reissue = `/admin/certificates/${application(cohort.students[0])}/reissue/`;
    for (const path of [reissue, '/admin/jobs/1/retry/']) {
      expect((await api.post(path, {}, applicant)).status).toBe(403);
      expect((await api.post(path, {}, reviewer)).status).toBe(403);
    }
  });

  it('lists the course’s pods with their TAs and students, and its megapod', async () => {
    const listed = await api.get<PodListRow[]>(`/admin/pods?${query({ filter: { course: cohort.course.id } })}`, admin);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('content-range')).toBe('pods 0-1/2');
    expect(listed.body.map((pod) => pod.id).sort()).toEqual([...podIds].sort());
    const taNames = ['Tess Applicant', 'Otto Applicant'];
    for (const pod of listed.body) {
      expect(pod).toMatchObject({ course: cohort.course.id, student_count: 2, meeting_link: null });
      expect(taNames).toContain(pod.ta_name);
    }
    const megapods = await api.get(`/admin/megapods?${query({ filter: { course: cohort.course.id } })}`, admin);
    expect(megapods.body).toEqual([expect.objectContaining({ pods: 2, students: 4, id: listed.body[0].megapod })]);
    const inMegapod = await api.get(`/admin/pods?${query({ filter: { megapod: listed.body[0].megapod } })}`, admin);
    expect(inMegapod.body).toHaveLength(2);

    const shown = await api.get<PodView>(`/admin/pods/${podIds[0]}`, admin);
    expect(shown.body).toMatchObject({ id: podIds[0], viewer_role: 'staff' });
    expect(shown.body.students.every((student) => student.email)).toBe(true);
    expect((await api.get('/admin/pods/no-such-pod', admin)).status).toBe(404);
  });

  it('answers a malformed list query with 400 in the error format, naming the parameter', async () => {
    const bad = await api.get<ValidationErrorBody>(`/admin/pods?${query({ filter: { colour: 'red' } })}`, admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['filter']);
    expect(bad.body.filter[0]).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
    const badSort = await api.get<ValidationErrorBody>(
      `/admin/certificates?sort=${encodeURIComponent('["email","ASC"]')}`,
      admin,
    );
    expect(badSort.status).toBe(400);
    expect(badSort.body['sort.0'][0].code).toBe('invalid');
    const badState = await api.get<ValidationErrorBody>(`/admin/jobs?${query({ filter: { state: 'stuck' } })}`, admin);
    expect(badState.body['filter.state'][0].code).toBe('invalid');
  });

  it('computes eligibility from attendance and marks, records exceptions with reasons, survey and reissue', async () => {
    const [ada, ben] = cohort.students;
    const podOf = async (person: TestApplicant) => (await rowOf(person))?.pod as string;
    const adaPod = await podOf(ada);
    const benPod = await podOf(ben);
    expect(await rowOf(ada)).toMatchObject({
      absence_days: 0,
      completed_course: false,
      eligible: false,
      issued: false,
    });

    // Ben misses three whole days: three absence-days are one too many.
    const staffPod = (await api.get<PodView>(`/admin/pods/${benPod}`, admin)).body;
    const benRecords = defined(
      staffPod.students.find((student) => student.id === ben.userId),
      'Ben in the pod',
    ).attendance;
    const benTa = await taOf(benPod);
    for (const record of benRecords.slice(0, 3))
      await api.request('PUT', `/pods/attendance/${record.id}/`, {
        json: { percentage: 0, project_percentage: 1 },
        token: benTa.token,
      });
    const adaTa = await taOf(adaPod);
    const complete = (person: TestApplicant, pod: string, ta: TestApplicant) =>
      api.post(
        '/users/certificates/',
        { user: person.userId, pod, course: cohort.course.id, completed_course: true, completed_project: false },
        ta.token,
      );
    expect((await complete(ada, adaPod, adaTa)).status).toBe(201);
    expect((await complete(ben, benPod, benTa)).status).toBe(201);

    expect(await rowOf(ada)).toMatchObject({ completed_course: true, eligible: true });
    expect(await rowOf(ben)).toMatchObject({ absence_days: 3, completed_course: true, eligible: false });
    const notEligible = await api.get<CertificateListRow[]>(
      `/admin/certificates?${query({ filter: { course: cohort.course.id, eligible: false } })}`,
      admin,
    );
    expect(notEligible.body.map((row) => row.id)).not.toContain(application(ada));
    expect(notEligible.body.map((row) => row.id)).toContain(application(ben));

    // The exception is an event with its reason and author; Ben then qualifies and is issued his certificate.
    const reason = 'In hospital for three days; the TA confirmed the make-up work.';
    const granted = await api.post(`/admin/applications/${application(ben)}/attendance-exception/`, { reason }, admin);
    expect(granted.status).toBe(200);
    expect(await rowOf(ben)).toMatchObject({ attendance_exception: true, eligible: true });
    const exceptions = await api.get(
      `/admin/certificate-exceptions?${query({ filter: { course: cohort.course.id } })}`,
      admin,
    );
    expect(exceptions.body).toEqual([
      expect.objectContaining({ id: application(ben), reason, granted_by_name: expect.any(String) }),
    ]);
    await eventually(async () => (await rowOf(ben))?.issued, 'Ben’s certificate');
    await eventually(async () => (await rowOf(ada))?.issued, 'Ada’s certificate');
    expect(await rowOf(ada)).toMatchObject({ certificate_type: 'completed_the_course', completed_survey: false });

    await api.post('/admin/certificates/survey/', { applications: [application(ada)] }, admin);
    expect((await rowOf(ada))?.completed_survey).toBe(true);

    // A reissue is recorded and runs the settle and render jobs again.
    const settleJobs = async () =>
      Number(
        (
          await api.get(`/admin/jobs?${query({ filter: { type: 'settle-certificate' }, range: [0, 0] })}`, admin)
        ).headers
          .get('content-range')
          ?.split('/')[1],
      );
    const before = await settleJobs();
    const reissued = await api.post(`/admin/certificates/${application(ada)}/reissue/`, {}, admin);
    expect(reissued.status).toBe(202);
    expect(await settleJobs()).toBe(before + 1);
    expect((await rowOf(ada))?.issued).toBe(true);
  }, 60_000);

  it('refuses a reissue for what is not a matched student application, changing nothing', async () => {
    const ta = application(cohort.tas[0]);
    expect((await api.post(`/admin/certificates/${ta}/reissue/`, {}, admin)).status).toBe(404);
    expect((await api.post('/admin/certificates/no-such-application/reissue/', {}, admin)).body).toEqual({
      detail: 'Not found.',
      code: 'not_found',
    });
    const late = await newApplicant(portal, api, 'Late');
    await fillProfile(api, late.token);
    const waiting = await apply(api, late.token, cohort.course, 'student');
    const refused = await api.post<DetailErrorBody>(`/admin/certificates/${waiting}/reissue/`, {}, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('not_in_pod');
    expect((await api.get(`/admin/certificates/${waiting}`, admin)).status).toBe(404);
  });

  it('lists payments with their status, and jobs per type with retry refused for jobs that did not fail', async () => {
    const bench = new PaymentsBench(portal, api, stripe);
    await bench.signInStaff();
    const payer = await newApplicant(portal, api, 'Payer');
    await fillProfile(api, payer.token);
    const payOnStandIn = async (url: string) => {
      const checkout = new URL(url);
      expect((await fetch(checkout, { method: 'POST', redirect: 'manual' })).status).toBe(303);
      return checkout.pathname.split('/').pop() as string;
    };
    const paidId = await bench.offeredApplication(payer);
    const session = await payOnStandIn((await bench.openSession(payer, paidId)).body.url);
    // Paid twice (two checkouts opened, both paid): the second is recorded and a refund is due.
    const twiceId = await bench.offeredApplication(payer);
    const first = await bench.openSession(payer, twiceId);
    const second = await bench.openSession(payer, twiceId, { cancel_url: `${portal.baseUrl}/applications` });
    await payOnStandIn(first.body.url);
    await payOnStandIn(second.body.url);

    const mine = { q: payer.email };
    const payments = (await api.get<StaffPaymentRow[]>(`/admin/payments?${query({ filter: mine })}`, admin)).body;
    expect(payments).toHaveLength(3);
    expect(payments.find((row) => row.application === paidId)).toMatchObject({
      status: 'settled',
      currency: 'usd',
      checkout_session_id: session,
      email: payer.email,
      refund_reason: null,
    });
    expect(payments.filter((row) => row.application === twiceId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'settled' }),
        expect.objectContaining({ status: 'refund_due', refund_reason: 'already_paid' }),
      ]),
    );
    const due = await api.get<StaffPaymentRow[]>(
      `/admin/payments?${query({ filter: { ...mine, status: 'refund_due' } })}`,
      admin,
    );
    expect(due.body.map((row) => row.application)).toEqual([twiceId]);

    const summary = (await api.get<JobsSummary>('/admin/jobs/summary', admin)).body;
    expect(summary).toMatchObject({ runner: 'in-process', bullmq: null });
    expect(summary.queues).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'send-email', completed: expect.any(Number) })]),
    );
    const done = (
      await api.get<JobRow[]>(`/admin/jobs?${query({ filter: { state: 'completed' }, range: [0, 0] })}`, admin)
    ).body[0];
    const refused = await api.post(`/admin/jobs/${done.id}/retry/`, {}, admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: 'Only a failed job can be retried.', code: 'not_failed' });
    expect((await api.post('/admin/jobs/99999999/retry/', {}, admin)).status).toBe(404);
    expect((await api.post('/admin/jobs/not-a-number/retry/', {}, admin)).status).toBe(404);
  }, 60_000);
});
