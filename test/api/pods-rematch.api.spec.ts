import { expect } from 'vitest';
import { FileMailbox, linkIn } from '../support/mailbox';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { adminToken, daysFromNow, fillProfile, updateCourse } from './applications-fixtures';
import { freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { type Cohort, enrolledStudent, eventually, podOf, smallCohort, twoWeekCourse } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import type {
  DetailErrorBody,
  MatchingProposalView,
  PodView,
  RematchEmailPreviews,
  RematchView,
  ValidationErrorBody,
} from '@portal/contracts';
import { defined } from '../support/defined';

/** Staff's drop-out → rematch → apply over HTTP (docs/architecture.md §8.2), on both deployments. */
describe.each(BACKENDS)('rematching after drop-outs, served %s', (deployment) => {
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

  const course = () => cohort.course.id;
  const personOf = (applicationId: string) =>
    [...cohort.applications.entries()].find(([, id]) => id === applicationId)?.[0] as TestApplicant;
  /** `T`: the proposal, or the error body a refusal answers. */
  const rematch = <T = RematchView>(body: unknown = {}) =>
    api.post<T>(`/admin/matching/${course()}/rematch/`, body, admin);
  const podChangeEmails = async (person: TestApplicant) =>
    (await mail.messages()).filter((email) => email.to.includes(person.email) && /Your pod in/.test(email.subject));

  it('refuses a rematch before the matching is applied, and bad input, changing nothing', async () => {
    const refused = await rematch<DetailErrorBody>();
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('not_formed');
    expect((await api.post('/admin/matching/no-such-course/rematch/', {}, admin)).status).toBe(404);
    expect((await rematch({ replace_tas: 'everyone' })).status).toBe(400);
    // No rematch yet reads as null, not 404: nothing yet is a normal state; an unknown course is 404.
    const none = await api.get(`/admin/matching/${course()}/rematch/`, admin);
    expect([none.status, none.body]).toEqual([200, null]);
    expect((await api.get('/admin/matching/no-such-course/rematch/', admin)).status).toBe(404);
    const other = await freshCourse(api, admin, twoWeekCourse());
    expect((await api.post<DetailErrorBody>(`/admin/matching/${other.id}/rematch/`, {}, admin)).body.code).toBe(
      'not_formed',
    );
  });

  it('moves only the people the proposal names, emails each of them once, and refuses a stale rematch', async () => {
    // Pods of at most three: two pods of two.
    const proposed = await api.post<MatchingProposalView>(
      '/admin/matching/',
      { course: course(), pod_size: { target: 2, min: 1, max: 3 } },
      admin,
    );
    const applied = await api.post<MatchingProposalView>(
      `/admin/matching/${course()}/apply/`,
      { proposal_id: proposed.body.proposal_id },
      admin,
    );
    expect(applied.body.status).toBe('formed');
    await updateCourse(api, admin, course(), { pod_realise_date: daysFromNow(-1) });
    const [kept, closing] = applied.body.pods;
    const podIdOf = new Map(defined(applied.body.pod_ids, 'the formed pods').map((p) => [p.key, p.podId]));

    // One student of the first pod and the TA of the second drop out: with no spare TA the second pod
    // closes, and its two students move into the first, which has room.
    const leaver = kept.studentIds[0];
    const stayer = kept.studentIds[1];
    for (const id of [leaver, closing.taId]) {
      const dropped = await api.post(`/admin/applications/${id}/drop-out/`, { reason: 'Left for a job.' }, admin);
      expect(dropped.body).toEqual({ id, status: 'dropped_out' });
    }
    expect((await api.post(`/admin/applications/${leaver}/drop-out/`, { reason: ' ' }, admin)).status).toBe(400);

    // Replacing a TA who runs no pod of the course is refused, naming the field.
    const stranger = await rematch<ValidationErrorBody>({ replace_tas: ['no-such-ta'] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.replace_tas[0].message).toMatch(/Not the regular TA of a pod of this course: no-such-ta/);
    expect((await api.get(`/admin/matching/${course()}/rematch/`, admin)).body).toBeNull();

    const first = await rematch();
    expect(first.status).toBe(201);
    const movers = [...closing.studentIds].sort();
    expect(first.body).toMatchObject({
      status: 'proposed',
      move_count: 2,
      closed_pods: [podIdOf.get(closing.key)],
    });
    expect(first.body.moves.map((m) => m.person).sort()).toEqual(movers);
    // A lower bound: closing the other pod instead would move its one student and the TA.
    expect(first.body.moves_bound).toBeGreaterThanOrEqual(1);
    expect(first.body.moves_bound).toBeLessThanOrEqual(first.body.move_count);
    expect(first.body.left.map((l) => l.person).sort()).toEqual([leaver, closing.taId].sort());
    // The same log gives the same proposal.
    const again = await rematch();
    expect(again.body.moves).toEqual(first.body.moves);

    // The log moves on (a student enrols late): the proposal is stale.
    const late = await newApplicant(portal, api, 'Lena');
    await fillProfile(api, late.token);
    const lateId = await enrolledStudent(api, admin, late, cohort.course);
    const stale = await api.post<DetailErrorBody>(
      `/admin/matching/${course()}/rematch/apply/`,
      { rematch_id: again.body.rematch_id },
      admin,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/changed since this rematch was proposed/);

    // The late student finds the kept pod full (three at most): unmatched, not moved.
    const fresh = await rematch();
    expect(fresh.body.moves.map((m) => m.person).sort()).toEqual(movers);
    expect(fresh.body.unmatched).toEqual([expect.objectContaining({ id: lateId, reason: 'no_room' })]);
    const preview = await api.post<RematchEmailPreviews>(
      `/admin/matching/${course()}/rematch/preview/`,
      { rematch_id: fresh.body.rematch_id },
      admin,
    );
    expect(preview.body.results.map((r) => r.person).sort()).toEqual(movers);
    expect(preview.body.results[0].email.subject).toMatch(/^Your pod in .* has changed$/);
    expect(await podChangeEmails(personOf(movers[0]))).toEqual([]);

    const done = await api.post<RematchView>(
      `/admin/matching/${course()}/rematch/apply/`,
      { rematch_id: fresh.body.rematch_id },
      admin,
    );
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('applied');
    const second = await api.post<DetailErrorBody>(
      `/admin/matching/${course()}/rematch/apply/`,
      { rematch_id: fresh.body.rematch_id },
      admin,
    );
    expect(second.body.code).toBe('already_applied');

    // The movers now sit in the kept pod, with its TA; each got exactly one email about it.
    const keptPod = podIdOf.get(kept.key);
    for (const id of movers) {
      const person = personOf(id);
      expect(await podOf(api, person, 'student', id)).toBe(keptPod);
      const emails = await eventually(async () => {
        const found = await podChangeEmails(person);
        return found.length ? found : null;
      }, `the pod email of ${person.email}`);
      expect(emails).toHaveLength(1);
    }
    const ta = personOf(kept.taId);
    expect(await podOf(api, ta, 'ta', kept.taId)).toBe(keptPod);
    const members = (await api.get<PodView>(`/pods/${keptPod}/`, ta.token)).body;
    // Each mover's email names their new TA and links to their own course dashboard.
    const teacher = defined(members.ta_info, 'the kept pod’s TA');
    for (const id of movers) {
      const [email] = await podChangeEmails(personOf(id));
      expect(email.text).toContain(`Your TA there is ${teacher.full_name} (${teacher.email}).`);
      const uid = linkIn(email, '/sign-in').searchParams.get('uid');
      const route = await eventually(async () => {
        const response = await api.get<{ results: Array<{ route: string }> }>(`/redirect/get/${uid}/`);
        return response.status === 200 ? response.body.results[0].route : null;
      }, 'the short link to be recorded');
      expect(route).toBe(`/course/${id}?type=student`);
    }

    expect(JSON.stringify(members)).not.toContain(leaver);
    // Nobody the proposal did not name was emailed about a pod.
    for (const person of [ta, personOf(stayer), late, personOf(leaver), personOf(closing.taId)])
      expect(await podChangeEmails(person)).toEqual([]);
  }, 90_000);
});
