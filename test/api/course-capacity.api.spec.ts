import type { ApplicationHistoryEntry, JobRow, bulkDecisionResultsSchema } from '@portal/contracts';
import type { z } from 'zod';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import { FileMailbox } from '../support/mailbox';
import { type Course, adminToken, fillProfile, staffQuery } from './applications-fixtures';
import { apply, decide, freshCourse, offer } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';

type BulkResults = z.infer<typeof bulkDecisionResultsSchema>;

/** A course's capacity per role: offers past it ask for confirmation; a freed place may go to the waitlist. */
describe('course capacity (pglite)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let people: TestApplicant[];
  let mail: FileMailbox;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    people = [];
    for (const name of ['Ada', 'Bo', 'Cy', 'Di']) {
      const person = await newApplicant(portal, api, name);
      await fillProfile(api, person.token);
      people.push(person);
    }
    mail = new FileMailbox(portal.dataDir);
  }, 180_000);
  afterAll(() => ifSet(portal)?.stop());

  const statusOf = async (id: string) =>
    (await api.get<{ status: string }>(`/admin/applications/${id}/`, admin)).body.status;
  const freedPlaceJobs = async () =>
    (
      await api.get<JobRow[]>(
        `/admin/jobs?${staffQuery({ filter: { type: 'offer-freed-place' }, range: [0, 999] })}`,
        admin,
      )
    ).body;
  /** Waits for the freed-place jobs to have run (done), `count` of them. */
  const freedPlaceJobsDone = (count: number) =>
    eventually(async () => {
      const jobs = await freedPlaceJobs();
      return jobs.filter((job) => job.state === 'completed').length >= count ? jobs : null;
    }, `${count} freed-place jobs done`);

  it('shows the capacity fields, with no limit and the switch off when not set', async () => {
    const course = await freshCourse(api, admin);
    expect(course).toMatchObject({
      student_capacity: null,
      ta_capacity: null,
      mentor_capacity: null,
      offer_freed_places_to_waitlist: false,
    });
    const edit = (json: Record<string, unknown>) =>
      api.request('PUT', `/admin/courses/${course.id}/`, { json, token: admin });
    const changed = await edit({ student_capacity: 2, ta_capacity: 0 });
    expect(changed.body).toMatchObject({ student_capacity: 2, ta_capacity: 0, mentor_capacity: null });
    const refused = await edit({ student_capacity: -1, ta_capacity: 1.5 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body as object).sort()).toEqual(['student_capacity', 'ta_capacity']);
  });

  it('refuses an offer past the capacity with the numbers, then makes it once confirmed', async () => {
    const course = await freshCourse(api, admin, { student_capacity: 1 });
    const [first, second] = await Promise.all(people.slice(0, 2).map((p) => apply(api, p.token, course, 'student')));
    await offer(api, admin, first);

    const refused = await decide(api, admin, second, { decision: 'offer' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      detail: `${course.name} takes 1 student; 1 place is taken and this would make 2.`,
      code: 'over_capacity',
    });
    expect(await statusOf(second)).toBe('applied');

    const confirmed = await decide(api, admin, second, { decision: 'offer', confirm_over_capacity: true });
    expect(confirmed.status).toBe(200);
    expect(await statusOf(second)).toBe('accepted');
  });

  it('refuses bulk offers as a whole when together they pass the capacity, and makes them all when confirmed', async () => {
    const course = await freshCourse(api, admin, { student_capacity: 2 });
    const ids = await Promise.all(people.slice(0, 3).map((p) => apply(api, p.token, course, 'student')));
    await offer(api, admin, ids[0]);
    const path = '/admin/applications/decide/';

    const refused = await api.post(path, { ids: ids.slice(1), decision: 'offer' }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      detail: `${course.name} takes 2 students; 1 place is taken and this would make 3.`,
      code: 'over_capacity',
    });
    expect(await Promise.all(ids.slice(1).map(statusOf))).toEqual(['applied', 'applied']);

    const sent = await api.post<BulkResults>(
      path,
      { ids: ids.slice(1), decision: 'offer', confirm_over_capacity: true },
      admin,
    );
    expect(sent.body.results).toEqual(ids.slice(1).map((id) => ({ id, ok: true })));
    expect(await Promise.all(ids.map(statusOf))).toEqual(['accepted', 'accepted', 'accepted']);
  });

  /** Ada holds the one place; Bo, then Cy, are waitlisted; Ada declines. */
  async function freedPlaceOn(course: Course) {
    const [ada, bo, cy] = await Promise.all(people.slice(0, 3).map((p) => apply(api, p.token, course, 'student')));
    await offer(api, admin, ada);
    for (const id of [bo, cy]) expect((await decide(api, admin, id, { decision: 'waitlist' })).status).toBe(200);
    const declined = await api.post(`/courses/student-applications/${ada}/decline/`, {}, people[0].token);
    expect(declined.status).toBe(200);
    return { bo, cy };
  }

  it('leaves the waitlist alone when the course does not offer freed places', async () => {
    const before = (await freedPlaceJobs()).length;
    const course = await freshCourse(api, admin, { student_capacity: 1 });
    const { bo, cy } = await freedPlaceOn(course);
    await freedPlaceJobsDone(before + 1);
    expect([await statusOf(bo), await statusOf(cy)]).toEqual(['waitlist', 'waitlist']);
  });

  it('offers a freed place to the oldest waitlisted person, once, as the system, with the offer email', async () => {
    const before = (await freedPlaceJobs()).length;
    const course = await freshCourse(api, admin, { student_capacity: 1, offer_freed_places_to_waitlist: true });
    const { bo, cy } = await freedPlaceOn(course);
    await eventually(async () => (await statusOf(bo)) === 'accepted', "Bo's offer");
    await mail.next({ to: people[1].email, subject: `You have an offer for ${course.name}` });
    const record = (await api.get<{ accepting_offer_end_date: string }>(`/admin/applications/${bo}/`, admin)).body;
    const { deadline_accepting_offer_end_date: deadline } = course as Course & {
      deadline_accepting_offer_end_date: string;
    };
    expect(record.accepting_offer_end_date).toBe(deadline);
    const history = (await api.get<ApplicationHistoryEntry[]>(`/admin/applications/${bo}/history/`, admin)).body;
    expect(history.find((entry) => entry.type === 'OfferMade')).toMatchObject({ actor: 'system' });

    // One freed place, one offer: Cy keeps waiting until Bo's place is freed in turn.
    expect((await freedPlaceJobsDone(before + 1)).length).toBe(before + 1);
    expect(await statusOf(cy)).toBe('waitlist');
    expect((await api.post(`/courses/student-applications/${bo}/decline/`, {}, people[1].token)).status).toBe(200);
    await eventually(async () => (await statusOf(cy)) === 'accepted', "Cy's offer after Bo declined");
    // Declining again records nothing, so it asks for no freed-place offer.
    expect((await api.post(`/courses/student-applications/${bo}/decline/`, {}, people[1].token)).status).toBe(200);
    expect((await freedPlaceJobsDone(before + 2)).length).toBe(before + 2);
  });
});
