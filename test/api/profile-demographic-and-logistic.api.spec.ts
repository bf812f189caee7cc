import { type DetailErrorBody, MESSAGES } from '@portal/contracts';
import { Client } from 'pg';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ApiClient } from './identity-client';
import {
  NOT_A_CHOICE,
  type ProfileRoute,
  REQUIRED,
  demographic,
  expectRefused,
  generalInfo,
  logistic,
  profileRequests,
} from './profile-fixtures';
import { ifSet } from '../support/if-set';

/**
 * Spec 1 §3, §5, §7 and spec 2 §3, §5 for the demographic and logistic records, over HTTP on both
 * backends: what they ask for, the profile filled by the third record, records kept to their owner,
 * and the answers kept unreadable in the event log. The general-info record's rules are in
 * profile-general-info.api.spec.ts; here Ada's general info is made before the tests.
 */
describe.each(BACKENDS)('the demographic and logistic records, served %s', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let ada: TestApplicant;
  let bob: TestApplicant;
  const ids: Record<ProfileRoute, string> = {
    'general-info': '',
    demographic: '',
    logistic: '',
  };

  const { post, patch, me } = profileRequests(
    () => api,
    () => ada,
  );

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    [ada, bob] = await Promise.all([newApplicant(portal, api, 'Ada'), newApplicant(portal, api, 'Bob')]);
    const created = await post('general-info', generalInfo);
    if (created.status !== 201) throw new Error(`general info not created: ${created.text}`);
    ids['general-info'] = created.body.id;
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it('asks for every demographic answer and blanks self-describe texts that are not ticked', async () => {
    const missing = await post('demographic', { gender: [] });
    expectRefused(missing, 'gender', { ...REQUIRED, code: 'empty' });
    for (const field of [
      'race_and_ethnicity',
      'country_of_origin',
      'parents_completed_college',
      'dependents_at_home',
      'socioeconomic_situation',
    ])
      expectRefused(missing, field, REQUIRED);
    expectRefused(
      await post('demographic', { ...demographic, socioeconomic_situation: 'rich' }),
      'socioeconomic_situation',
      NOT_A_CHOICE,
    );
    expectRefused(
      await post('demographic', { ...demographic, country_of_origin: 'Narnia' }),
      'country_of_origin',
      NOT_A_CHOICE,
    );

    const created = await post('demographic', { ...demographic, self_describe_disability: 'not ticked either' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...demographic,
      self_describe_race: '',
      self_describe_disability: '',
      user: ada.userId,
    });
    ids.demographic = created.body.id;
    const unticked = await patch('demographic', ids.demographic, { gender: ['female'] });
    expect(unticked.body).toMatchObject({ gender: ['female'], self_describe_gender: '' });
  });

  it('requires comfort in English and valid slots and languages for logistics', async () => {
    const { comfort_english: _omitted, ...withoutComfort } = logistic;
    expectRefused(await post('logistic', withoutComfort), 'comfort_english', REQUIRED);
    const english = { message: MESSAGES.comfortableInEnglish, code: 'invalid' };
    expectRefused(await post('logistic', { ...logistic, comfort_english: false }), 'comfort_english', english);
    const bad = await post('logistic', { ...logistic, preferred_time_slot: 6, possible_languages: ['klingon'] });
    expectRefused(bad, 'preferred_time_slot', NOT_A_CHOICE);
    expectRefused(bad, 'possible_languages.0', NOT_A_CHOICE);
    expect((await me()).user_profile_filled).toBe(false);
  });

  it('fills the profile with the third record', async () => {
    const created = await post('logistic', logistic);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...logistic,
      user: ada.userId,
      preferred_application_1: null,
      fill_in_languages: '',
    });
    ids.logistic = created.body.id;
    expectRefused(await patch('logistic', ids.logistic, { comfort_english: false }), 'comfort_english', {
      message: MESSAGES.comfortableInEnglish,
      code: 'invalid',
    });
    const user = await me();
    expect(user.user_profile_filled).toBe(true);
    expect(user.logistic).toEqual(created.body);
  });

  it('answers 404 for another user’s record on every route, and changes nothing', async () => {
    const before = await me();
    await post('logistic', logistic, bob);
    for (const route of ['general-info', 'demographic', 'logistic'] as const) {
      const response = await patch<DetailErrorBody>(route, ids[route], {}, bob);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
      expect((await patch(route, 'not-an-id', {})).status).toBe(404);
    }
    expect(await me()).toEqual(before);
  });

  if (deployment === 'postgres') {
    it('keeps general info and demographic answers unreadable in the event log', async () => {
      const client = new Client({ connectionString: portal.env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ data: string }>(
          `SELECT data::text AS data FROM events WHERE type IN ('GeneralInfoSaved', 'DemographicSaved')`,
        );
        expect(rows.length).toBeGreaterThanOrEqual(4);
        const raw = rows.map((row) => row.data).join('\n');
        expect(rows.every((row) => /"(info|answers)": "pd1:j:/.test(row.data))).toBe(true);
        for (const secret of ['Quillfeather-gender', 'Nigeria', 'below', 'University of Ghana', 'rodents'])
          expect(raw).not.toContain(secret);
      } finally {
        await client.end();
      }
    });
  }
});
