import { type DetailErrorBody, MESSAGES, type UserView, type ValidationErrorBody } from '@portal/contracts';
import { Client } from 'pg';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { DEPLOYMENTS, type RunningPortal, startPortal } from '../support/running-portal';
import { ApiClient, type ApiResponse, firstError } from './identity-client';
import { ifSet } from '../support/if-set';

const REQUIRED = { message: MESSAGES.thisFieldIsRequired, code: 'required' };
const NOT_A_CHOICE = { message: MESSAGES.selectValidChoice, code: 'invalid' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const generalInfo = {
  adult_age: true,
  highest_degree: 'masters_degree',
  highest_degree_year_earned: 2018,
  institution: 'University of Ghana',
  institution_country: 'Ghana',
  status: 'phd_student',
  held_position_time: 'two_years',
  text_about_research_and_interests: 'Decision making in rodents.',
  opportunities_to_match_with: ['phd_openings', 'conferences'],
};
const demographic = {
  gender: ['self_describe'],
  self_describe_gender: 'Quillfeather-gender',
  race_and_ethnicity: ['black'],
  self_describe_race: 'dropped because not ticked',
  country_of_origin: 'Nigeria',
  parents_completed_college: 'no',
  dependents_at_home: 'prefer_not',
  socioeconomic_situation: 'below',
  access_support: ['closed_captioning'],
};
const logistic = {
  preferred_time_slot: 3,
  second_preferred_time_slot: 4,
  possible_time_slots: [3, 4],
  preferred_language: 'english',
  possible_languages: ['french'],
  comfort_english: true,
};

/** Spec 1 §3, §5, §7 and spec 2 §3, §5 for the profile records, over HTTP on both deployments. */
/** A profile record (general info, demographic or logistic) as stored: its id, its time, its fields. */
type ProfileRecord = Record<string, unknown> & { id: string; modified: string };

describe.each(DEPLOYMENTS)('profile records, served %s', (deployment) => {
  let portal: RunningPortal;
  let api: ApiClient;
  let ada: TestApplicant;
  let bob: TestApplicant;
  const ids: Record<'general-info' | 'demographic' | 'logistic', string> = {
    'general-info': '',
    demographic: '',
    logistic: '',
  };

  beforeAll(async () => {
    portal = await startPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    [ada, bob] = await Promise.all([newApplicant(portal, api, 'Ada'), newApplicant(portal, api, 'Bob')]);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  /** `T`: the record as stored, or the error body a refusal answers. */
  const post = <T = ProfileRecord>(route: string, body: unknown, who = ada) =>
    api.post<T>(`/users/${route}/`, body, who.token);
  const patch = <T = ProfileRecord>(route: string, id: string, body: unknown, who = ada) =>
    api.request<T>('PATCH', `/users/${route}/${id}/`, { json: body, token: who.token });
  const me = async (who = ada) => (await api.get<UserView>('/users/me/', who.token)).body;
  const expectRefused = (response: ApiResponse, field: string, error: { message: string; code: string }) => {
    expect(response.status).toBe(400);
    expect(firstError(response, field)).toEqual(error);
  };

  it('starts with no records and the profile not filled', async () => {
    expect(await me()).toMatchObject({
      general_info: null,
      demographic: null,
      logistic: null,
      user_profile_filled: false,
    });
  });

  it('asks for every required general-info field', async () => {
    const response = await post('general-info', {});
    const required = [
      'adult_age',
      'highest_degree',
      'institution',
      'institution_country',
      'status',
      'held_position_time',
    ];
    for (const field of [...required, 'text_about_research_and_interests']) expectRefused(response, field, REQUIRED);
    expectRefused(await post('general-info', { ...generalInfo, institution: '  ' }), 'institution', {
      ...REQUIRED,
      code: 'blank',
    });
  });

  it('asks for the year of any degree but none, with the spec’s message', async () => {
    const { highest_degree_year_earned: _omitted, ...withoutYear } = generalInfo;
    const yearMessage = { message: MESSAGES.selectYearEarned, code: 'required' };
    expectRefused(await post('general-info', withoutYear), 'highest_degree_year_earned', yearMessage);
    expectRefused(
      await post('general-info', { ...generalInfo, highest_degree_year_earned: 0 }),
      'highest_degree_year_earned',
      yearMessage,
    );
    expectRefused(
      await post('general-info', { ...generalInfo, highest_degree_year_earned: 1949 }),
      'highest_degree_year_earned',
      {
        message: MESSAGES.selectYearEarned,
        code: 'invalid',
      },
    );
  });

  it('asks for a US state when the institution is in the United States', async () => {
    const inUs = { ...generalInfo, institution_country: 'United States' };
    expectRefused(await post('general-info', inUs), 'us_state', { message: MESSAGES.selectUsState, code: 'required' });
    expectRefused(await post('general-info', { ...inUs, us_state: 'Ontario' }), 'us_state', NOT_A_CHOICE);
  });

  it('asks for the "other" texts when "other" is chosen', async () => {
    expectRefused(
      await post('general-info', { ...generalInfo, highest_degree: 'other' }),
      'other_highest_degree',
      REQUIRED,
    );
    expectRefused(await post('general-info', { ...generalInfo, status: 'other' }), 'other_status', REQUIRED);
  });

  it('refuses unknown choices, countries, links, wrong types and an unticked adult-age box', async () => {
    const response = await post('general-info', {
      ...generalInfo,
      adult_age: false,
      highest_degree: 'bachelor',
      held_position_time: 'ages',
      opportunities_to_match_with: ['fame'],
      github_url: 'not a link',
      text_about_research_and_interests: 42,
    });
    expectRefused(response, 'adult_age', { message: MESSAGES.mustBeAdult, code: 'invalid' });
    expectRefused(response, 'highest_degree', NOT_A_CHOICE);
    expectRefused(response, 'held_position_time', NOT_A_CHOICE);
    expectRefused(response, 'opportunities_to_match_with.0', NOT_A_CHOICE);
    expectRefused(response, 'github_url', { message: MESSAGES.enterValidUrl, code: 'invalid' });
    expect(firstError(response, 'text_about_research_and_interests')?.code).toBe('invalid');
    expect(
      firstError(
        await post('general-info', { ...generalInfo, highest_degree_year_earned: '2018' }),
        'highest_degree_year_earned',
      )?.code,
    ).toBe('invalid');
    expectRefused(
      await post('general-info', { ...generalInfo, institution_country: 'Atlantis' }),
      'institution_country',
      NOT_A_CHOICE,
    );
    expect((await me()).general_info).toBeNull();
  });

  it('creates the general info with the values the spec forces, once', async () => {
    const response = await post('general-info', {
      ...generalInfo,
      highest_degree: 'no_degree',
      us_state: 'Ohio',
      other_status: 'x',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      ...generalInfo,
      highest_degree: 'no_degree',
      highest_degree_year_earned: 0,
      us_state: null,
      other_status: '',
    });
    expect(response.body.id).toMatch(UUID);
    expect(Date.parse(response.body.modified)).not.toBeNaN();
    ids['general-info'] = response.body.id;
    expect((await me()).general_info).toEqual(response.body);
    const again = await post<ValidationErrorBody>('general-info', generalInfo);
    expect(again.status).toBe(400);
    expect(again.body.non_field_errors[0]).toEqual({ message: MESSAGES.profileRecordExists, code: 'already_exists' });
  });

  it('applies a partial update only if the merged record keeps every rule', async () => {
    const id = ids['general-info'];
    const before = (await me()).general_info;
    const broken = await patch('general-info', id, { highest_degree: 'doctoral_degree' });
    expectRefused(broken, 'highest_degree_year_earned', { message: MESSAGES.selectYearEarned, code: 'required' });
    expectRefused(await patch('general-info', id, { institution_country: 'United States' }), 'us_state', {
      message: MESSAGES.selectUsState,
      code: 'required',
    });
    expect((await me()).general_info).toEqual(before);
    const updated = await patch('general-info', id, {
      highest_degree: 'doctoral_degree',
      highest_degree_year_earned: 2024,
      institution_country: 'United States',
      us_state: 'Ohio',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      highest_degree: 'doctoral_degree',
      highest_degree_year_earned: 2024,
      us_state: 'Ohio',
      institution: generalInfo.institution,
    });
  });

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

  if (deployment === 'production') {
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
