import type { DemographicInput, EligibilityStatus, GeneralInfoInput, LogisticInput } from '@portal/contracts';
import { mergeDemographic, mergeGeneralInfo, mergeLogistic } from '@portal/contracts';
import { profileDecider } from '../profile/profile.decider';
import type { ProfileEvent } from '../profile/profile.events';
import type { IndexedApplication } from './applicant-index';
import { type EligibilityFacts, eligibilityOf, eligibilityProfileOf, logisticsLocked } from './eligibility';
import { COURSE, SUMMER_2026, at } from './testing/course';

const generalInput: GeneralInfoInput = {
  adult_age: true,
  highest_degree: 'masters_degree',
  highest_degree_year_earned: 2019,
  institution: 'University of Toronto',
  institution_country: 'Canada',
  status: 'phd_student',
  held_position_time: 'two_years',
  text_about_research_and_interests: 'Spiking networks.',
};
const demographicInput: DemographicInput = {
  gender: ['female'],
  race_and_ethnicity: ['prefer_not'],
  country_of_origin: 'Kenya',
  parents_completed_college: 'no',
  dependents_at_home: 'prefer_not',
  socioeconomic_situation: 'average',
};
const logisticInput: LogisticInput = {
  preferred_time_slot: 2,
  possible_time_slots: [2, 3],
  preferred_language: 'english',
  comfort_english: true,
};

const filled = { filled: true, updatedAt: at('02-10') };
const base: EligibilityFacts = { course: COURSE, role: 'student', now: at('03-01'), profile: filled, applications: [] };
const app = (overrides: Partial<IndexedApplication>): IndexedApplication => ({
  courseId: 'c2',
  role: 'student',
  seasonId: SUMMER_2026,
  offerAccepted: false,
  ...overrides,
});

const cases: Array<[string, Partial<EligibilityFacts>, EligibilityStatus]> = [
  ['everything in order', {}, 'can_be_sent'],
  ['the role’s window closed', { now: at('03-15') }, 'deadline_ended'],
  ['the TA window closed while the student one is open', { role: 'ta', now: at('03-12') }, 'deadline_ended'],
  [
    'the window closed and the profile is empty too (deadline wins)',
    { now: at('03-16'), profile: { filled: false, updatedAt: null } },
    'deadline_ended',
  ],
  [
    'the enrollment deadline passed while the window is open',
    { course: { ...COURSE, enrollment_end_date: '2026-02-20T00:00:00.000Z' } },
    'enrolled_deadline_ended',
  ],
  ['a profile record missing', { profile: { filled: false, updatedAt: null } }, 'profile_not_filled'],
  [
    'the profile last changed before the course requires',
    { course: { ...COURSE, profile_update_required_after: '2026-02-15T00:00:00.000Z' } },
    'profile_not_updated',
  ],
  [
    'the profile changed after the course requires',
    { course: { ...COURSE, profile_update_required_after: '2026-02-01T00:00:00.000Z' } },
    'can_be_sent',
  ],
  [
    'an application to this course in this role',
    { applications: [app({ courseId: 'c1' })] },
    'application_already_sended',
  ],
  [
    'an application to this course in another role',
    { applications: [app({ courseId: 'c1', role: 'ta' })] },
    'can_be_sent',
  ],
  [
    'an accepted offer in the same season',
    { applications: [app({ offerAccepted: true })] },
    'accepted_other_application',
  ],
  [
    'an accepted offer in another season',
    { applications: [app({ offerAccepted: true, seasonId: '5ea5a000-0000-4000-8000-000000000009' })] },
    'can_be_sent',
  ],
  [
    'already applied here and accepted elsewhere (already sent wins)',
    { applications: [app({ courseId: 'c1' }), app({ offerAccepted: true })] },
    'application_already_sended',
  ],
];

describe('eligibility per course and role', () => {
  it.each(cases)('%s', (_, overrides, expected) => expect(eligibilityOf({ ...base, ...overrides })).toBe(expected));
});

describe('the logistics lock', () => {
  it('is off without applications', () => expect(logisticsLocked([], at('12-01'))).toBe(false));
  it('is off while one application’s deadline is ahead', () =>
    expect(
      logisticsLocked(
        [
          { role: 'ta', course: COURSE },
          { role: 'student', course: COURSE },
        ],
        at('03-12'),
      ),
    ).toBe(false));
  it('is on once every application’s deadline has passed', () =>
    expect(
      logisticsLocked(
        [
          { role: 'ta', course: COURSE },
          { role: 'student', course: COURSE },
        ],
        at('03-15'),
      ),
    ).toBe(true));
});

describe('the profile as eligibility reads it from the profile stream', () => {
  const general: ProfileEvent = {
    type: 'GeneralInfoSaved',
    data: {
      userId: 'u1',
      generalInfoId: 'g1',
      info: mergeGeneralInfo(null, generalInput),
      savedAt: '2026-02-01T00:00:00.000Z',
    },
  };
  const demographic: ProfileEvent = {
    type: 'DemographicSaved',
    data: {
      userId: 'u1',
      demographicId: 'd1',
      answers: mergeDemographic(null, demographicInput),
      savedAt: '2026-02-02T00:00:00.000Z',
    },
  };
  const logistic: ProfileEvent = {
    type: 'LogisticSaved',
    data: {
      userId: 'u1',
      logisticId: 'l1',
      logistic: mergeLogistic(null, logisticInput),
      savedAt: '2026-02-03T00:00:00.000Z',
    },
  };
  const ranked: ProfileEvent = {
    type: 'PreferredApplicationAdded',
    data: { userId: 'u1', slot: 1, label: 'Deep Learning student', addedAt: '2026-02-04T00:00:00.000Z' },
  };
  const profileAfter = (events: ProfileEvent[]) =>
    eligibilityProfileOf(events.reduce(profileDecider.evolve, profileDecider.initialState()));

  it('is empty before anything is saved', () => expect(profileAfter([])).toEqual({ filled: false, updatedAt: null }));
  it('is not filled while a record is missing', () =>
    expect(profileAfter([general, logistic])).toEqual({
      filled: false,
      updatedAt: new Date('2026-02-03T00:00:00.000Z'),
    }));
  it('is filled with all three records, updated at the last save', () =>
    expect(profileAfter([general, demographic, logistic])).toEqual({
      filled: true,
      updatedAt: new Date('2026-02-03T00:00:00.000Z'),
    }));
  it('is not updated by an application label put in a preference slot', () =>
    expect(profileAfter([general, demographic, logistic, ranked]).updatedAt).toEqual(
      new Date('2026-02-03T00:00:00.000Z'),
    ));
  it('is not filled once an erased record replays as null', () => {
    const erased = { ...general, data: { ...general.data, info: null } } as unknown as ProfileEvent;
    expect(profileAfter([erased, demographic, logistic]).filled).toBe(false);
  });
});
