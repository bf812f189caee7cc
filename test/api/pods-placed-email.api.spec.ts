import { expect } from 'vitest';
import type { MegapodListRow, PodListRow, PodView } from '@portal/contracts';
import { type ReceivedEmail, FileMailbox, linkIn } from '../support/mailbox';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import type { TestApplicant } from '../support/applicants';
import { adminToken, staffQuery } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { type Cohort, eventually, matchAndApply, podOf, smallCohort } from './pods-fixtures';
import { ifSet } from '../support/if-set';

/** Applying a matching tells each person it placed where they are, once (issue 57 item 20). */
describe.each(BACKENDS)('the email a person gets when a matching places them, served %s', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let cohort: Cohort;
  let mail: FileMailbox;

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    mail = new FileMailbox(portal.dataDir);
    cohort = await smallCohort(portal, api, admin);
  }, 240_000);
  afterAll(() => ifSet(portal)?.stop());

  const subject = () => `You have a pod in ${cohort.course.name}`;
  const placedEmails = async (person: TestApplicant) =>
    (await mail.messages()).filter((email) => email.to.includes(person.email) && email.subject === subject());
  const theOneEmail = (person: TestApplicant) =>
    eventually(async () => {
      const found = await placedEmails(person);
      return found.length ? found : null;
    }, `the pod email of ${person.email}`);
  const routeOf = async (email: ReceivedEmail) => {
    const uid = linkIn(email, '/sign-in').searchParams.get('uid');
    const resolved = await eventually(async () => {
      const response = await api.get<{ results: Array<{ route: string }> }>(`/redirect/get/${uid}/`);
      return response.status === 200 ? response.body : null;
    }, 'the short link to be recorded');
    return resolved.results[0].route;
  };

  it('names the pod, the role and the TA, links to the course dashboard, and is sent once', async () => {
    const everyone = [...cohort.tas, ...cohort.students];
    for (const person of everyone) expect(await placedEmails(person)).toEqual([]);
    await matchAndApply(api, admin, cohort.course);

    for (const ta of cohort.tas) {
      const id = cohort.applications.get(ta) as string;
      const pod = (await api.get<PodView>(`/pods/${await podOf(api, ta, 'ta', id)}/`, ta.token)).body;
      const [email] = await theOneEmail(ta);
      expect(email.text).toContain(
        `You are the teaching assistant of pod ${pod.name} (time slot ${pod.time_slot}, ${pod.language}).`,
      );
      // The pod is named by the course's data set name, not its id.
      expect(pod.name).toContain('Vision');
      expect(await routeOf(email)).toBe(`/course/${id}?type=ta`);
    }
    for (const student of cohort.students) {
      const id = cohort.applications.get(student) as string;
      const pod = (await api.get<PodView>(`/pods/${await podOf(api, student, 'student', id)}/`, student.token)).body;
      const [email] = await theOneEmail(student);
      const ta = pod.ta_info as { full_name: string; email: string };
      expect(email.text).toContain(
        `You are a student in pod ${pod.name} (time slot ${pod.time_slot}, ${pod.language}); your TA is ${ta.full_name} (${ta.email}).`,
      );
      expect(await routeOf(email)).toBe(`/course/${id}?type=student`);
    }

    // Staff's lists show the data set by the course's name too.
    const ofThisCourse = staffQuery({ filter: { course: cohort.course.id } });
    const pods = (await api.get<PodListRow[]>(`/admin/pods?${ofThisCourse}`, admin)).body;
    const megapods = (await api.get<MegapodListRow[]>(`/admin/megapods?${ofThisCourse}`, admin)).body;
    expect(pods.map((pod) => pod.dataset)).toEqual(['Vision', 'Vision']);
    expect(megapods.map((megapod) => [megapod.name, megapod.dataset])).toEqual([
      [expect.stringContaining('· Vision ·'), 'Vision'],
    ]);

    // Run this course's such jobs again, as a runner that died before marking them done would: nobody
    // gets a second (the seeded demo course has its own).
    const db = portal.platform.db;
    const ofCourse = `o.type = 'send-pod-placed-email'
        AND e.event_id = (o.payload->>'eventId')::uuid AND e.data->>'courseId' = $1`;
    const { rows } = await db.query<{ job_id: string }>(
      `UPDATE outbox o SET status = 'pending', run_at = now() FROM events e WHERE ${ofCourse} RETURNING o.job_id`,
      [cohort.course.id],
    );
    expect(rows).toHaveLength(everyone.length);
    await db.query("SELECT pg_notify('outbox', '')");
    await eventually(async () => {
      const { rows: left } = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM outbox o JOIN events e ON ${ofCourse} WHERE o.status <> 'done'`,
        [cohort.course.id],
      );
      return Number(left[0].n) === 0;
    }, 'the jobs run again');
    for (const person of everyone) expect(await placedEmails(person)).toHaveLength(1);
  }, 120_000);
});
