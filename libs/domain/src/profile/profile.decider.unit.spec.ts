import type { DemographicInput, GeneralInfoInput, LogisticInput } from '@portal/contracts';
import { MESSAGES, mergeDemographic, mergeGeneralInfo, mergeLogistic } from '@portal/contracts';
import type { ApplicationOnCourse } from '../applications/logistics-rules';
import { COURSE } from '../applications/testing/course';
import { specFor } from '../shared/testing/given-when-then';
import { profileDecider } from './profile.decider';
import type { Preferences, ProfileEvent } from './profile.events';

const spec = specFor(profileDecider);
const now = new Date('2026-03-01T10:00:00Z');
const at = now.toISOString();

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
const info = mergeGeneralInfo(null, generalInput);
const generalSaved: ProfileEvent = {
  type: 'GeneralInfoSaved',
  data: { userId: 'u1', generalInfoId: 'g1', info, savedAt: at },
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
const logisticSaved = (preferences: Partial<LogisticInput> = {}): ProfileEvent => ({
  type: 'LogisticSaved',
  data: {
    userId: 'u1',
    logisticId: 'l1',
    logistic: mergeLogistic(null, { ...logisticInput, ...preferences }),
    savedAt: at,
  },
});

describe('general info', () => {
  const save = (write: { create: GeneralInfoInput } | { update: Partial<GeneralInfoInput> }, generalInfoId = 'g1') =>
    ({ type: 'SaveGeneralInfo', userId: 'u1', generalInfoId, write, now }) as const;

  it('is created whole, with the defaults of the fields left out', () =>
    spec([])
      .when(save({ create: generalInput }))
      .then([generalSaved]));

  it('cannot be created twice', () =>
    spec([generalSaved])
      .when(save({ create: generalInput }, 'g2'))
      .thenThrows('already_exists'));

  it('is not found under another id', () =>
    spec([generalSaved])
      .when(save({ update: {} }, 'g2'))
      .thenThrows('not_found'));

  it('is not found before it exists', () =>
    spec([])
      .when(save({ update: {} }))
      .thenThrows('not_found'));

  it('records an unchanged save: the applicant confirms the record is current', () =>
    expect(
      profileDecider.decide(
        save({ update: { institution: 'University of Toronto', highest_degree_year_earned: 2019 } }),
        [generalSaved].reduce(profileDecider.evolve, profileDecider.initialState()),
      ),
    ).toEqual([expect.objectContaining({ type: 'GeneralInfoSaved' })]));

  it('records the whole record after a change', () =>
    spec([generalSaved])
      .when(save({ update: { institution: 'McGill University' } }))
      .then([
        {
          type: 'GeneralInfoSaved',
          data: { userId: 'u1', generalInfoId: 'g1', info: { ...info, institution: 'McGill University' }, savedAt: at },
        },
      ]));

  it('refuses an update that leaves a degree without its year', () =>
    spec([
      {
        ...generalSaved,
        data: { ...generalSaved.data, info: mergeGeneralInfo(null, { ...generalInput, highest_degree: 'no_degree' }) },
      },
    ])
      .when(save({ update: { highest_degree: 'doctoral_degree' } }))
      .thenThrows('required', 'highest_degree_year_earned'));

  it('refuses a move to the United States without a state', () =>
    spec([generalSaved])
      .when(save({ update: { institution_country: 'United States' } }))
      .thenThrows('required', 'us_state'));

  it('refuses "other" without its text', () =>
    spec([generalSaved])
      .when(save({ update: { status: 'other' } }))
      .thenThrows('required', 'other_status'));

  it('refuses a new degree without its year, with the spec’s message', () => {
    expect(() =>
      profileDecider.decide(
        {
          type: 'SaveGeneralInfo',
          userId: 'u1',
          generalInfoId: 'g1',
          write: { create: { ...generalInput, highest_degree_year_earned: 0 } },
          now,
        },
        profileDecider.initialState(),
      ),
    ).toThrow(MESSAGES.selectYearEarned);
  });
});

describe('demographic answers', () => {
  const save = (write: { create: DemographicInput } | { update: Partial<DemographicInput> }, demographicId = 'd1') =>
    ({ type: 'SaveDemographic', userId: 'u1', demographicId, write, now }) as const;
  const saved: ProfileEvent = {
    type: 'DemographicSaved',
    data: { userId: 'u1', demographicId: 'd1', answers: mergeDemographic(null, demographicInput), savedAt: at },
  };

  it('are created once', () =>
    spec([])
      .when(save({ create: demographicInput }))
      .then([saved]));

  it('cannot be created twice', () =>
    spec([saved])
      .when(save({ create: demographicInput }, 'd2'))
      .thenThrows('already_exists'));

  it('are not found under another id', () =>
    spec([saved])
      .when(save({ update: {} }, 'd9'))
      .thenThrows('not_found'));

  it('drop a self-describe text whose option is not checked', () => {
    const [event] = profileDecider.decide(
      save({ update: { self_describe_gender: 'words' } }),
      [saved].reduce(profileDecider.evolve, profileDecider.initialState()),
    );
    expect(event).toMatchObject({ type: 'DemographicSaved', data: { answers: { self_describe_gender: '' } } });
  });
});

describe('logistics', () => {
  const save = (write: { create: LogisticInput } | { update: Partial<LogisticInput> }, logisticId = 'l1') =>
    ({ type: 'SaveLogistic', userId: 'u1', logisticId, write, applications: [], now }) as const;

  it('are created once', () =>
    spec([])
      .when(save({ create: logisticInput }))
      .then([logisticSaved()]));

  it('cannot be created twice', () =>
    spec([logisticSaved()])
      .when(save({ create: logisticInput }, 'l2'))
      .thenThrows('already_exists'));

  it('are not found under another id', () =>
    spec([logisticSaved()])
      .when(save({ update: {} }, 'l2'))
      .thenThrows('not_found'));

  describe('under the applications’ rules', () => {
    const open: ApplicationOnCourse = { role: 'student', course: { ...COURSE, is_active: true } };
    const closed: ApplicationOnCourse = {
      ...open,
      course: { ...open.course, student_application_end_date: '2026-02-01T00:00:00.000Z' },
    };
    const saveFor = (applications: ApplicationOnCourse[], write: Parameters<typeof save>[0]) => ({
      ...save(write),
      applications,
    });

    it('are locked once every application’s deadline has passed', () =>
      spec([logisticSaved()])
        .when(saveFor([closed], { update: { comfort_english: false } }))
        .thenThrows('logistics_locked'));
    it('stay open while one application’s deadline is ahead', () =>
      expect(
        profileDecider.decide(
          saveFor([closed, { ...open, role: 'ta' }], { update: { comfort_english: false } }),
          [logisticSaved()].reduce(profileDecider.evolve, profileDecider.initialState()),
        ),
      ).toEqual([expect.objectContaining({ type: 'LogisticSaved' })]));
    it('rank only the current applications', () =>
      spec([logisticSaved()])
        .when(saveFor([open], { update: { preferred_application_1: 'Other Course student' } }))
        .thenThrows('misconfigured_preference', 'preferred_application_1'));
    it('take a ranking of the current applications', () =>
      expect(
        profileDecider.decide(
          saveFor([open], { update: { preferred_application_1: 'Deep Learning student' } }),
          [logisticSaved()].reduce(profileDecider.evolve, profileDecider.initialState()),
        ),
      ).toEqual([expect.objectContaining({ type: 'LogisticSaved' })]));
  });

  it('record an unchanged save, which confirms them', () =>
    expect(
      profileDecider.decide(
        save({ update: { possible_time_slots: [2, 3] } }),
        [logisticSaved()].reduce(profileDecider.evolve, profileDecider.initialState()),
      ),
    ).toEqual([expect.objectContaining({ type: 'LogisticSaved' })]));
});

describe('the label of a submitted application', () => {
  const add = (label: string) => ({ type: 'AddPreferredApplication', label, now }) as const;

  it('goes in the first empty preference slot', () =>
    spec([logisticSaved({ preferred_application_1: 'NeuroAI student', preferred_application_3: 'Deep Learning ta' })])
      .when(add('Climate student'))
      .then([
        { type: 'PreferredApplicationAdded', data: { userId: 'u1', slot: 2, label: 'Climate student', addedAt: at } },
      ]));

  it('is not added twice', () =>
    spec([logisticSaved({ preferred_application_1: 'NeuroAI student' })])
      .when(add('NeuroAI student'))
      .then([]));

  it('is dropped when every slot is taken', () => {
    const full = Object.fromEntries(
      [1, 2, 3, 4, 5, 6].map((n) => [`preferred_application_${n}`, `Course ${n} student`]),
    );
    spec([logisticSaved(full)])
      .when(add('Course 7 student'))
      .then([]);
  });

  it('waits for a logistic record to exist', () => spec([generalSaved]).when(add('NeuroAI student')).then([]));

  it('fills the slot an earlier label took, once that label was moved', () =>
    spec([
      logisticSaved(),
      { type: 'PreferredApplicationAdded', data: { userId: 'u1', slot: 1, label: 'A student', addedAt: at } },
      {
        type: 'PreferencesSet',
        data: { userId: 'u1', preferences: [null, 'A student', null, null, null, null], setAt: at },
      },
    ])
      .when(add('B ta'))
      .then([{ type: 'PreferredApplicationAdded', data: { userId: 'u1', slot: 1, label: 'B ta', addedAt: at } }]));
});

describe('ranked preferences', () => {
  const ranked: Preferences = ['B ta', 'A student', null, null, null, null];
  const set = (preferences: Preferences) => ({ type: 'SetPreferences', preferences, now }) as const;

  it('are set all six at once', () =>
    spec([logisticSaved()])
      .when(set(ranked))
      .then([{ type: 'PreferencesSet', data: { userId: 'u1', preferences: ranked, setAt: at } }]));

  it('record nothing when unchanged', () =>
    spec([logisticSaved({ preferred_application_1: 'B ta', preferred_application_2: 'A student' })])
      .when(set(ranked))
      .then([]));

  it('need a logistic record', () => spec([]).when(set(ranked)).thenThrows('not_found'));
});
