import { type TestApplicant, newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, fillProfile } from './applications-fixtures';
import { apply, freshCourse, offer } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';
import type { DetailErrorBody, Timeline, ValidationErrorBody } from '@portal/contracts';

describe.each(BACKENDS)('a record’s timeline (%s)', (backend) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let zelda: TestApplicant;
  let applicationId: string;

  beforeAll(async () => {
    portal = await openPortal(backend);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    zelda = await newApplicant(portal, api, 'Zelda');
    await fillProfile(api, zelda.token);
    const course = await freshCourse(api, admin);
    applicationId = await apply(api, zelda.token, course, 'student');
    await offer(api, admin, applicationId);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it('lists an application’s events oldest first with who acted, by name', async () => {
    const response = await api.get<Timeline>(`/admin/timeline/application/${applicationId}/`, admin);
    expect(response.status).toBe(200);
    const events = response.body.events;
    expect(events.map((event) => [event.type, event.actor_name])).toEqual([
      ['ApplicationSubmitted', 'Zelda Applicant'],
      ['OfferMade', 'Ada Admin'],
    ]);
    expect(events[0].actor).toBe(zelda.userId);
    expect(Date.parse(events[0].recorded_at)).toBeLessThanOrEqual(Date.parse(events[1].recorded_at));
  });

  it('reads a person’s account and profile streams together', async () => {
    const events = (await api.get<Timeline>(`/admin/timeline/user/${zelda.userId}/`, admin)).body.events;
    const streams = new Set(events.map((event) => event.stream_id));
    expect(streams).toEqual(new Set([`user-${zelda.userId}`, `profile-${zelda.userId}`]));
    const times = events.map((event) => Date.parse(event.recorded_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('refuses a bad kind, an unknown record and reviewers', async () => {
    const bad = await api.get<Partial<ValidationErrorBody>>(`/admin/timeline/pod/${applicationId}/`, admin);

    expect([bad.status, bad.body.kind?.[0]?.message]).toEqual([400, 'Choose application or user.']);
    const unknown = await api.get<DetailErrorBody>(
      '/admin/timeline/application/00000000-0000-4000-8000-000000000000/',
      admin,
    );
    expect([unknown.status, unknown.body.detail]).toEqual([404, 'Nothing was recorded about this application.']);
    const reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    expect((await api.get(`/admin/timeline/application/${applicationId}/`, reviewer)).status).toBe(403);
  });
});
