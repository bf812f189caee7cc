import { MESSAGES, type ValidationErrorBody } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ApiClient, firstError } from './identity-client';
import { NOT_A_CHOICE, REQUIRED, expectRefused, generalInfo, profileRequests } from './profile-fixtures';
import { ifSet } from '../support/if-set';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Spec 1 §3, §5, §7 and spec 2 §3, §5 for the general-info record, over HTTP on both backends: what
 * it asks for, its creation, its partial updates. The other two records are in
 * profile-demographic-and-logistic.api.spec.ts.
 */
describe.each(BACKENDS)('the general-info record, served %s', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let ada: TestApplicant;
  const ids: Record<'general-info', string> = { 'general-info': '' };

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    ada = await newApplicant(portal, api, 'Ada');
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  const { post, patch, me } = profileRequests(
    () => api,
    () => ada,
  );

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
});
