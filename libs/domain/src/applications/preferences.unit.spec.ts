import { MESSAGES } from '@portal/contracts';
import { checkPreferences } from './preferences';

const labels = ['Deep Learning student', 'Climate ta'];
const refused = (preferences: Array<string | null>) => {
  try {
    checkPreferences(preferences, labels);
  } catch (error) {
    return error;
  }
  return null;
};

describe('ranked preferences', () => {
  it('accepts one slot per current application, in any order', () =>
    expect(refused(['Climate ta', 'Deep Learning student', null, null, null, null])).toBeNull());
  it('asks for a preference in every slot the current applications need', () =>
    expect(refused(['Climate ta', null, null, null, null, null])).toMatchObject({
      code: 'missing_preference',
      field: 'preferred_application_2',
      message: MESSAGES.pleaseFillOutYourPreference,
    }));
  it('refuses a label that is not one of the current applications', () =>
    expect(refused(['Climate ta', 'Old course student', null, null, null, null])).toMatchObject({
      code: 'misconfigured_preference',
      field: 'preferred_application_2',
      message: MESSAGES.chooseCurrentApplications,
    }));
  it('refuses the same label twice', () =>
    expect(refused(['Climate ta', 'Climate ta', null, null, null, null])).toMatchObject({
      code: 'duplicate_preference',
      field: 'preferred_application_2',
      message: MESSAGES.preferencesMustBeUnique,
    }));
  it('refuses a label beyond the needed slots that is not current', () =>
    expect(refused(['Climate ta', 'Deep Learning student', 'Gone ta', null, null, null])).toMatchObject({
      code: 'misconfigured_preference',
      field: 'preferred_application_3',
    }));
  it('accepts empty preferences without applications', () =>
    expect(() => checkPreferences([null, null, null, null, null, null], [])).not.toThrow());
});
