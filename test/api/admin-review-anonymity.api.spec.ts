import { expect } from 'vitest';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { type Course, adminToken, fillProfile, staffQuery as query } from './applications-fixtures';
import { EXPLANATION, apply, freshCourse, offer } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';
import type { ApplicationHistoryEntry, DecisionPreview, staffApplicationRecordSchema } from '@portal/contracts';
import type { z } from 'zod';

type StaffApplicationRecord = z.infer<typeof staffApplicationRecordSchema>;

/** A hardship explanation that no other response of the portal could contain by chance. */
const HARDSHIP = 'Zeno-hardship: my scholarship ended in March and I support two younger siblings alone. '.repeat(3);
const VIDEO = 'https://example.org/yara-introduces-herself';

/**
 * What a reviewer receives about an application, checked response by response: in anonymised review
 * no name, email, country or video of the applicant, and never (anonymised or not) the applicant's
 * financial explanations, which only admins read. Admins still see everything.
 */
describe('what the server gives a reviewer of an application', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;
  let zeno: TestApplicant;
  let yara: TestApplicant;
  let course: Course;
  const ids: Record<string, string> = {};

  const setAnonymised = async (anonymised: boolean) => {
    const response = await api.request('PUT', '/admin/review-settings', {
      json: { course: course.id, anonymised },
      token: admin,
    });
    expect(response.status).toBe(200);
  };
  const history = (id: string, token: string) =>
    api.get<ApplicationHistoryEntry[]>(`/admin/applications/${id}/history`, token);
  const entry = (entries: ApplicationHistoryEntry[], type: string) => entries.find((each) => each.type === type);

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    [zeno, yara] = await Promise.all([newApplicant(portal, api, 'Zenobius'), newApplicant(portal, api, 'Yaretzi')]);
    await Promise.all([fillProfile(api, zeno.token), fillProfile(api, yara.token)]);
    course = await freshCourse(api, admin);
    ids.zeno = await apply(api, zeno.token, course, 'student', { residing_country_during_course: 'Brazil' });
    ids.yara = await apply(api, yara.token, course, 'ta', {
      residing_country_during_course: 'Kenya',
      video_link: VIDEO,
    });
    await offer(api, admin, ids.zeno, '2099-12-15T23:59:00Z');
    // The enrollment wizard up to the hardship step, in its order (the roles document takes the offer up).
    const path = `/courses/student-applications/${ids.zeno}/`;
    const steps: Array<[string, unknown]> = [
      ['roles-document', { read_roles_document: true }],
      ['supplemental', { filled_airtable_form: true }],
      ['funding', { funding: 'self_funded', explanation: EXPLANATION }],
      ['hardship', { hardship: true, explanation: HARDSHIP }],
    ];
    for (const [step, body] of steps) {
      const response = await api.post(`${path}${step}/`, body, zeno.token);
      expect([step, response.status, response.status === 200 ? '' : response.text]).toEqual([step, 200, '']);
    }
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  describe('in anonymised review', () => {
    beforeAll(() => setAnonymised(true));

    const secrets = () => [zeno.email, 'Zenobius', yara.email, 'Yaretzi', 'Brazil', 'Kenya', VIDEO, 'Zeno-hardship'];
    const expectNoSecret = (where: string, text: string) => {
      for (const secret of secrets()) expect([where, secret, text.includes(secret)]).toEqual([where, secret, false]);
    };

    it('leaves identity, country, video and hardship out of the show page', async () => {
      for (const id of [ids.zeno, ids.yara]) {
        const shown = await api.get<StaffApplicationRecord>(`/admin/applications/${id}`, reviewer);
        expect(shown.status).toBe(200);
        expect(shown.body).toMatchObject({ anonymised: true, applicant: { first_name: 'Anonymised applicant' } });
        expect(shown.body).not.toHaveProperty('residing_country_during_course');
        expect(shown.body).toMatchObject({ about_educational_background: expect.any(String) });
        expectNoSecret(`show ${id}`, shown.text);
      }
    });

    it('leaves them and the user id out of the history, and names the actors without naming the applicant', async () => {
      for (const [id, applicant] of [
        [ids.zeno, zeno],
        [ids.yara, yara],
      ] as const) {
        const events = await history(id, reviewer);
        expect(events.status).toBe(200);
        expectNoSecret(`history ${id}`, events.text);
        expect(events.text).not.toContain(applicant.userId);
        expect(events.body.every((event) => !('data' in event))).toBe(true);
      }
      const events = (await history(ids.zeno, reviewer)).body;
      expect(entry(events, 'ApplicationSubmitted')).toMatchObject({
        actor: 'applicant',
        actor_name: 'the applicant',
        sentence: 'Submitted a student application',
      });
      expect(entry(events, 'ApplicationSubmitted')?.fields.map((field) => field.label)).not.toContain(
        'Country during the course',
      );
      expect(entry(events, 'OfferMade')).toMatchObject({ actor_name: 'Ada Admin' });
      expect(entry(events, 'HardshipAnswered')?.fields).toEqual([{ label: 'Financial hardship', value: 'Yes' }]);
    });

    it('leaves them out of the export and the decision outbox preview', async () => {
      const csv = await api.get(`/admin/applications/export?${query({ filter: { course: course.id } })}`, reviewer);
      expect(csv.status).toBe(200);
      expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(3);
      expectNoSecret('export', csv.text);
      const preview = await api.post<DecisionPreview>(
        '/admin/applications/decide/preview',
        { ids: [ids.yara], decision: 'reject' },
        reviewer,
      );
      expect(preview.status).toBe(200);
      expect(preview.body.results[0]).toMatchObject({ outcome: 'email', applicant_name: 'Anonymised applicant' });
      expectNoSecret('preview', preview.text);
    });

    it('still shows admins everything, the hardship explanation included', async () => {
      const shown = await api.get<StaffApplicationRecord>(`/admin/applications/${ids.zeno}`, admin);
      expect(shown.body).toMatchObject({ anonymised: false, residing_country_during_course: 'Brazil' });
      expect(shown.body.applicant.email).toBe(zeno.email);

      const events = (await history(ids.zeno, admin)).body;
      expect(entry(events, 'HardshipAnswered')?.fields).toContainEqual({
        label: 'Hardship explanation',
        value: HARDSHIP,
      });
      expect(entry(events, 'ApplicationSubmitted')).toMatchObject({
        actor: zeno.userId,
        actor_name: 'Zenobius Applicant (the applicant)',
      });
      expect(entry(events, 'ApplicationSubmitted')?.fields).toContainEqual({
        label: 'Country during the course',
        value: 'Brazil',
      });
      expect(entry(events, 'OfferMade')).toMatchObject({
        actor_name: 'Ada Admin',
        sentence: 'Made an offer, open until 15 Dec 2099',
      });
      expect((await history(ids.yara, admin)).text).toContain(VIDEO);
    });
  });

  it('never gives a reviewer the hardship explanation, even with the applicant named', async () => {
    await setAnonymised(false);
    const shown = await api.get(`/admin/applications/${ids.zeno}`, reviewer);
    expect(shown.body).toMatchObject({ anonymised: false, residing_country_during_course: 'Brazil' });
    const events = await history(ids.zeno, reviewer);
    expect(events.text).toContain('Brazil');
    expect(events.text).not.toContain('Zeno-hardship');
  });
});
