import { expect } from 'vitest';
import type { AnnouncementPreview, AnnouncementView, OutboxEmail } from '@portal/contracts';
import { announcementStreamId } from '@portal/domain';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { ifSet } from '../support/if-set';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { FileMailbox } from '../support/mailbox';
import { type Course, adminToken, fillProfile, staffQuery as query } from './applications-fixtures';
import { apply, freshCourse, offer } from './enrollment-fixtures';
import { ApiClient, firstError } from './identity-client';
import { eventually } from './pods-fixtures';

/** Ada's offer ends at a time the email writes out in words. */
const ADA_OFFER_ENDS = '2090-07-01T17:00:00.000Z';

/**
 * Announcements to a group picked by the application list's filters (issue 56 item 1): drafted,
 * previewed as real recipients would read it, sent once through the outbox with the placeholders
 * filled for each person, never to an erased person, and only by admins.
 */
describe('an announcement to the students of a course who were offered a place (pglite)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;
  let mail: FileMailbox;
  let course: Course;
  let ada: TestApplicant;
  let grace: TestApplicant;
  let linus: TestApplicant;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    mail = new FileMailbox(portal.dataDir);
    const [a, g, l, mary, hedy] = await Promise.all(
      ['Ada', 'Grace', 'Linus', 'Mary', 'Hedy'].map((name) => newApplicant(portal, api, name)),
    );
    [ada, grace, linus] = [a, g, l];
    for (const person of [ada, grace, linus, mary, hedy]) await fillProfile(api, person.token);
    course = await freshCourse(api, admin);
    const other = await freshCourse(api, admin);
    // In the audience: Ada and Grace (offered students of the course), and Hedy until she is erased.
    await offer(api, admin, await apply(api, ada.token, course, 'student'), ADA_OFFER_ENDS);
    await offer(api, admin, await apply(api, grace.token, course, 'student'));
    await offer(api, admin, await apply(api, hedy.token, course, 'student'));
    // Not in it: Linus only applied to the course (his offer is another course's), Mary is its TA.
    await apply(api, linus.token, course, 'student');
    await offer(api, admin, await apply(api, linus.token, other, 'student'));
    await offer(api, admin, await apply(api, mary.token, course, 'ta'));
    expect((await api.post(`/admin/personal-data/${hedy.userId}/erase`, {}, admin)).status).toBe(200);
  }, 240_000);
  afterAll(() => ifSet(portal)?.stop());

  const draft = () => ({
    subject: 'News for {course}, {name}',
    body: 'Hi {name},\n\nYour place in {course} is waiting: please answer by {deadline}.\n\nSee {dashboard_link}',
    audience: { course: course.id, role: 'student', status: 'accepted' },
  });
  const announcements = async () => (await api.get<AnnouncementView[]>('/admin/announcements', admin)).body;
  const copies = async () => (await mail.messages()).filter((email) => email.subject.startsWith('News for '));

  it('is drafted, previewed as real recipients read it, and sent to each of them once', async () => {
    const created = await api.post<AnnouncementView>('/admin/announcements', draft(), admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...draft(), status: 'draft', recipient_count: null, sent_at: null });
    const { id } = created.body;
    const edited = await api.request<AnnouncementView>('PUT', `/admin/announcements/${id}`, {
      json: { ...created.body, subject: 'News for {course}, {name}!' },
      token: admin,
    });
    expect(edited.body.subject).toBe('News for {course}, {name}!');

    const preview = (await api.get<AnnouncementPreview>(`/admin/announcements/${id}/preview`, admin)).body;
    expect(preview.count).toBe(2);
    expect(preview.left_out).toEqual({ erased: 1 });
    expect(preview.samples.map((sample) => sample.to).sort()).toEqual([ada.email, grace.email].sort());
    const adaSample = preview.samples.find((sample) => sample.to === ada.email);
    expect(adaSample?.subject).toBe(`News for ${course.name}, Ada!`);
    expect(adaSample?.body).toContain('Hi Ada,');
    expect(adaSample?.body).toMatch(/answer by 1 July 2090.*17:00 UTC\./);
    for (const sample of preview.samples) expect(sample.body).not.toMatch(/[{}]/);

    const sent = await api.post<AnnouncementView>(`/admin/announcements/${id}/send`, {}, admin);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', recipient_count: 2, left_out: { erased: 1 } });
    const [sending] = await portal.platform.store.readStream(announcementStreamId(id), {
      types: { AnnouncementSent: true },
    });
    const jobsDone = async () => {
      const { rows } = await portal.platform.db.query<{ status: string }>(
        "SELECT status FROM outbox WHERE payload->>'eventId' = $1",
        [sending.eventId],
      );
      return rows.length === 2 && rows.every((row) => row.status === 'done');
    };
    await eventually(jobsDone, 'both announcement emails sent');

    const emails = await copies();
    expect(emails.map((email) => email.to).sort()).toEqual([[ada.email], [grace.email]].sort());
    for (const [person, name] of [
      [ada, 'Ada'],
      [grace, 'Grace'],
    ] as const) {
      const email = emails.find((each) => each.to.includes(person.email));
      expect(email?.subject).toBe(`News for ${course.name}, ${name}!`);
      expect(email?.text).toContain(`Hi ${name},\n\nYour place in ${course.name} is waiting`);
      expect(email?.text).toMatch(/See http:\/\/\S+\/sign-in\?uid=\S+/);
      expect(email?.text).not.toMatch(/[{}]/);
      expect(email?.html).toContain('<a href="http');
    }
    expect(emails.find((email) => email.to.includes(ada.email))?.text).toMatch(/1 July 2090.*17:00 UTC/);
    // Each copy is an email of the staff outbox, drafted again as it went out.
    const outbox = await api.get<OutboxEmail[]>(`/admin/outbox?${query({ range: [0, 199] })}`, admin);
    expect(outbox.body.filter((email) => email.subject.startsWith('News for ')).map((email) => email.status)).toEqual([
      'sent',
      'sent',
    ]);

    const again = await api.post(`/admin/announcements/${id}/send`, {}, admin);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'already_sent' });
    const late = await api.request('PUT', `/admin/announcements/${id}`, { json: { subject: 'Late' }, token: admin });
    expect(late.body).toMatchObject({ code: 'already_sent' });
    expect(await jobsDone()).toBe(true);
    expect(await copies()).toHaveLength(2);
    expect((await api.get<AnnouncementView>(`/admin/announcements/${id}`, admin)).body.subject).toBe(
      'News for {course}, {name}!',
    );
  });

  it('is not sent to nobody, and says why', async () => {
    const nobody = { ...draft(), audience: { course: course.id, status: 'dismissed' } };
    const { id } = (await api.post<AnnouncementView>('/admin/announcements', nobody, admin)).body;
    expect((await api.get<AnnouncementPreview>(`/admin/announcements/${id}/preview`, admin)).body).toEqual({
      count: 0,
      left_out: { erased: 0 },
      samples: [],
    });
    const refused = await api.post(`/admin/announcements/${id}/send`, {}, admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'no_recipients', detail: expect.stringMatching(/^Nobody can receive/) });
    expect((await api.get<AnnouncementView>(`/admin/announcements/${id}`, admin)).body.status).toBe('draft');
  });

  it('refuses bad input with a 400 on its field, changing nothing', async () => {
    const before = (await api.get('/admin/announcements', admin)).headers.get('content-range');
    const misspelt = await api.post('/admin/announcements', { ...draft(), body: 'Dear {first_name}' }, admin);
    expect(misspelt.status).toBe(400);
    expect(firstError(misspelt, 'body')?.message).toBe(
      'Unknown placeholder {first_name}. The known placeholders are {name}, {course}, {deadline}, {dashboard_link}.',
    );
    const noCourse = await api.post('/admin/announcements', { ...draft(), audience: { course: 'no-such' } }, admin);
    expect(firstError(noCourse, 'audience.course')).toBeTruthy();
    const blank = await api.post('/admin/announcements', { ...draft(), subject: ' ' }, admin);
    expect(firstError(blank, 'subject')).toBeTruthy();
    expect((await api.post('/admin/announcements/x/send', { now: true }, admin)).status).toBe(400);
    expect((await api.get('/admin/announcements', admin)).headers.get('content-range')).toBe(before);
    expect((await announcements()).every((each) => each.body !== 'Dear {first_name}')).toBe(true);
  });

  it('is for admins only', async () => {
    const { id } = (await api.post<AnnouncementView>('/admin/announcements', draft(), admin)).body;
    for (const token of [reviewer, linus.token]) {
      expect((await api.post('/admin/announcements', draft(), token)).status).toBe(403);
      expect((await api.get('/admin/announcements', token)).status).toBe(403);
      expect((await api.get(`/admin/announcements/${id}/preview`, token)).status).toBe(403);
      expect((await api.post(`/admin/announcements/${id}/send`, {}, token)).status).toBe(403);
    }
    expect((await api.get<AnnouncementView>(`/admin/announcements/${id}`, admin)).body.status).toBe('draft');
  });
});
