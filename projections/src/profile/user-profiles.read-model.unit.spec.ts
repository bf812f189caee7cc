import { PREFERENCE_FIELDS } from '@portal/contracts';
import { foldSpec, recorded } from '../__tests__/fold-spec';
import { type UserProfile, userProfilesReadModel } from './user-profiles.read-model';

const { given } = foldSpec(userProfilesReadModel);
const userId = 'user-1';
const saved = '2026-03-01T08:00:00.000Z';
const logisticSaved = recorded('LogisticSaved', {
  userId,
  logisticId: 'l-1',
  logistic: { preferred_time_slot: 3 },
  savedAt: saved,
});
const withLogistic = {
  user_id: userId,
  general_info: null,
  demographic: null,
  logistic: { id: 'l-1', preferred_time_slot: 3, user: userId, modified: saved },
  profile_updated_at: new Date(saved),
} as unknown as UserProfile;

describe('the user_profiles read model', () => {
  it('saves a record under its column, with its id and time, and when the profile was saved', () =>
    given().when(logisticSaved).then(withLogistic));

  it('shows an erased record (null in the log) as none', () =>
    given()
      .when(recorded('GeneralInfoSaved', { userId, generalInfoId: 'g-1', info: null, savedAt: saved }))
      .then({ ...withLogistic, logistic: null }));

  it('fills a preference slot without counting it as a profile save', () =>
    given(logisticSaved)
      .when(
        recorded('PreferredApplicationAdded', {
          userId,
          slot: 1,
          label: 'Course student',
          addedAt: '2026-03-05T00:00:00.000Z',
        }),
      )
      .then({
        ...withLogistic,
        logistic: {
          ...withLogistic.logistic,
          [PREFERENCE_FIELDS[0]]: 'Course student',
          modified: '2026-03-05T00:00:00.000Z',
        },
      }));

  it('has nowhere to put preferences before the logistic record exists', () =>
    given()
      .when(recorded('PreferencesSet', { userId, preferences: ['a', null, null], setAt: saved }))
      .then(null));
});
