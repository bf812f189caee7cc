import { expect } from 'vitest';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, staffQuery as query } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import type { AuditEvent, OutboxEmail, StreamHistory, StreamSummary } from '@portal/contracts';

/** Records staff read: the log's streams listed, and an outbox email with its text (PGlite, in process). */
describe('the staff records of streams and emails', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('lists the streams, by type or id prefix, a page at a time', async () => {
    const courses = await api.get<StreamSummary[]>(
      `/admin/streams?${query({ range: [0, 99], filter: { stream_type: 'course' } })}`,
      admin,
    );
    expect(courses.status).toBe(200);
    expect(courses.body.length).toBeGreaterThanOrEqual(5);
    expect(courses.headers.get('content-range')).toBe(`streams 0-${courses.body.length - 1}/${courses.body.length}`);
    for (const stream of courses.body)
      expect(stream).toEqual({
        id: expect.stringMatching(/^course-/),
        stream_type: 'course',
        version: expect.any(Number),
        last_recorded_at: expect.any(String),
      });
    const page = await api.get<StreamSummary[]>(
      `/admin/streams?${query({ range: [0, 2], sort: ['version', 'DESC'] })}`,
      admin,
    );
    expect(page.body).toHaveLength(3);
    expect(page.body[0].version).toBeGreaterThanOrEqual(page.body[2].version);
    const prefixed = await api.get<StreamSummary[]>(
      `/admin/streams?${query({ range: [0, 99], filter: { q: 'application-' } })}`,
      admin,
    );
    expect(prefixed.body.length).toBeGreaterThan(0);
    expect(prefixed.body.every((stream) => stream.id.startsWith('application-'))).toBe(true);
    const one = await api.get<StreamHistory>(`/admin/streams/${prefixed.body[0].id}`, admin);
    expect(one.body.version).toBe(prefixed.body[0].version);
  });

  it('refuses a bad filter and anyone but an admin', async () => {
    expect((await api.get(`/admin/streams?${query({ filter: { colour: 'blue' } })}`, admin)).status).toBe(400);
    expect((await api.get('/admin/streams', reviewer)).status).toBe(403);
  });

  it('gives each outbox email its text, in the list and on its own', async () => {
    const sent = await eventually(async () => {
      const response = await api.get<OutboxEmail[]>(
        `/admin/outbox?${query({ range: [0, 199], filter: { status: 'done' } })}`,
        admin,
      );
      return response.body.length > 0 ? response.body : null;
    }, 'the demo seed’s emails sent');
    // Every kind the seed sends (pod placements too) is drafted again for the list, none left blank.
    for (const each of sent) expect(each.text.length, each.subject).toBeGreaterThan(20);
    const [email] = sent;
    const one = await api.get(`/admin/outbox/${email.id}`, admin);
    expect(one.body).toMatchObject({ id: email.id, subject: email.subject, text: email.text });
  });

  it('names who acted in the event log by email (or the system), never by a user id', async () => {
    const events = await api.get<AuditEvent[]>(`/admin/events?${query({ range: [0, 199] })}`, admin);
    expect(events.status).toBe(200);
    const names = new Set(events.body.map((event) => event.actor_name));
    expect(names.size).toBeGreaterThan(1);
    for (const name of names) expect(name === 'system' || name.includes('@')).toBe(true);
  });
});
