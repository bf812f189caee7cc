import { MESSAGES } from '../messages';
import { mergeDemographic } from './demographic';
import { type GeneralInfoInput, generalInfoRuleBreak, generalInfoSchema, mergeGeneralInfo } from './general-info';
import { logisticPatchSchema, logisticSchema, mergeLogistic } from './logistic';

const general: GeneralInfoInput = {
  adult_age: true,
  highest_degree: 'undergraduate_degree',
  highest_degree_year_earned: 2020,
  institution: 'Universidad de Chile',
  institution_country: 'Chile',
  status: 'masters_student',
  held_position_time: 'one_year',
  text_about_research_and_interests: 'Motor control.',
};
const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the general info form', () => {
  it('offers degree years from 1950 to the current year, 0 meaning none', () => {
    const thisYear = new Date().getUTCFullYear();
    for (const year of [0, 1950, thisYear])
      expect(generalInfoSchema.safeParse({ ...general, highest_degree_year_earned: year }).success).toBe(true);
    for (const year of [1949, thisYear + 1])
      expect(messagesOf(generalInfoSchema.safeParse({ ...general, highest_degree_year_earned: year }))).toEqual({
        highest_degree_year_earned: MESSAGES.selectYearEarned,
      });
  });

  it('refuses values outside each list, and an unticked adult-age box', () => {
    const result = generalInfoSchema.safeParse({
      ...general,
      highest_degree: 'bachelor',
      us_state: 'Ontario',
      adult_age: false,
    });
    expect(messagesOf(result)).toEqual({
      highest_degree: MESSAGES.selectValidChoice,
      us_state: MESSAGES.selectValidChoice,
      adult_age: MESSAGES.mustBeAdult,
    });
  });

  it('takes only http(s) links', () => {
    const result = generalInfoSchema.safeParse({
      ...general,
      github_url: 'javascript:alert(1)',
      google_scholar_url: 'https://scholar.google.com/x',
    });
    expect(messagesOf(result)).toEqual({ github_url: MESSAGES.enterValidUrl });
  });

  it('needs the year of any degree but none', () => {
    expect(generalInfoRuleBreak(mergeGeneralInfo(null, { ...general, highest_degree_year_earned: 0 }))).toEqual({
      field: 'highest_degree_year_earned',
      code: 'required',
      message: MESSAGES.selectYearEarned,
    });
    const noDegree = mergeGeneralInfo(null, { ...general, highest_degree: 'no_degree' });
    expect(noDegree.highest_degree_year_earned).toBe(0);
    expect(generalInfoRuleBreak(noDegree)).toBeNull();
  });

  it('needs a US state for an institution in the United States, and drops it elsewhere', () => {
    const inUs = mergeGeneralInfo(null, { ...general, institution_country: 'United States' });
    expect(generalInfoRuleBreak(inUs)).toEqual({
      field: 'us_state',
      code: 'required',
      message: MESSAGES.selectUsState,
    });
    expect(generalInfoRuleBreak({ ...inUs, us_state: 'Ohio' })).toBeNull();
    expect(mergeGeneralInfo({ ...inUs, us_state: 'Ohio' }, { institution_country: 'Mexico' }).us_state).toBeNull();
  });

  it('needs the "other" texts only when "other" is chosen, and clears them otherwise', () => {
    const other = mergeGeneralInfo(null, {
      ...general,
      highest_degree: 'other',
      status: 'other',
      other_status: 'Teacher',
    });
    expect(generalInfoRuleBreak(other)).toMatchObject({ field: 'other_highest_degree', code: 'required' });
    const chosen = mergeGeneralInfo(other, { other_highest_degree: 'Diploma' });
    expect(generalInfoRuleBreak(chosen)).toBeNull();
    const back = mergeGeneralInfo(chosen, { highest_degree: 'masters_degree', status: 'postdoc' });
    expect([back.other_highest_degree, back.other_status]).toEqual(['', '']);
  });
});

describe('the demographic form', () => {
  const answers = {
    gender: ['non_binary' as const],
    race_and_ethnicity: ['self_describe' as const],
    self_describe_race: 'Mestizo',
    country_of_origin: 'Peru',
    parents_completed_college: 'yes' as const,
    dependents_at_home: 'no' as const,
    socioeconomic_situation: 'below' as const,
    self_describe_gender: 'kept only if ticked',
    access_support: ['closed_captioning' as const],
    self_describe_disability: 'kept only if ticked',
  };

  it('blanks each self-describe text whose option is not checked', () => {
    const saved = mergeDemographic(null, answers);
    expect([saved.self_describe_gender, saved.self_describe_race, saved.self_describe_disability]).toEqual([
      '',
      'Mestizo',
      '',
    ]);
    const ticked = mergeDemographic(saved, { access_support: ['self-describe'], self_describe_disability: 'Dyslexia' });
    expect(ticked.self_describe_disability).toBe('Dyslexia');
    expect(mergeDemographic(ticked, { race_and_ethnicity: ['asian'] }).self_describe_race).toBe('');
  });
});

describe('the logistics form', () => {
  const logistic = { preferred_time_slot: 3, preferred_language: 'spanish', comfort_english: true };

  it('must say the applicant is comfortable in English', () => {
    expect(messagesOf(logisticSchema.safeParse({ ...logistic, comfort_english: false }))).toEqual({
      comfort_english: MESSAGES.comfortableInEnglish,
    });
    expect(messagesOf(logisticPatchSchema.safeParse({ comfort_english: false }))).toEqual({
      comfort_english: MESSAGES.comfortableInEnglish,
    });
  });

  it('takes time slots 1 to 5 only, each once, in order', () => {
    expect(logisticSchema.parse({ ...logistic, possible_time_slots: [4, 1, 4] }).possible_time_slots).toEqual([1, 4]);
    expect(
      messagesOf(logisticSchema.safeParse({ ...logistic, possible_time_slots: [6], second_preferred_time_slot: 0 })),
    ).toEqual({
      'possible_time_slots.0': MESSAGES.selectValidChoice,
      second_preferred_time_slot: MESSAGES.selectValidChoice,
    });
  });

  it('keeps an emptied preference as null', () => {
    const saved = mergeLogistic(
      null,
      logisticSchema.parse({ ...logistic, preferred_application_1: 'NeuroAI student' }),
    );
    expect(mergeLogistic(saved, { preferred_application_1: '' }).preferred_application_1).toBeNull();
  });
});
