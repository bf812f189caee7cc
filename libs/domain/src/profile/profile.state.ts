import {
  type Demographic,
  type GeneralInfo,
  type Logistic,
  PREFERENCE_FIELDS,
  type PreferenceField,
} from '@portal/contracts';
import { assertNever } from '../shared/decider';
import type { ProfileEvent } from './profile.events';

export interface SavedRecord<Fields> {
  id: string;
  record: Fields;
}

export interface ProfileState {
  /** Known once any record is saved. */
  userId: string | null;
  generalInfo: SavedRecord<GeneralInfo> | null;
  demographic: SavedRecord<Demographic> | null;
  logistic: SavedRecord<Logistic> | null;
  /**
   * When the applicant last saved one of the three records (eligibility's `profile_not_updated`); a
   * preference slot filled by a submit or a ranking does not count, as the applicant changed nothing.
   */
  updatedAt: string | null;
}

export const initialProfileState = (): ProfileState => ({
  userId: null,
  generalInfo: null,
  demographic: null,
  logistic: null,
  updatedAt: null,
});

type PreferenceChanges = Partial<Record<PreferenceField, string | null>>;

function withPreferences(logistic: SavedRecord<Logistic>, changes: PreferenceChanges): SavedRecord<Logistic> {
  return { ...logistic, record: { ...logistic.record, ...changes } };
}

export function evolveProfile(state: ProfileState, event: ProfileEvent): ProfileState {
  const userId = event.data.userId;
  switch (event.type) {
    case 'GeneralInfoSaved': {
      const generalInfo = { id: event.data.generalInfoId, record: event.data.info };
      return { ...state, userId, generalInfo, updatedAt: event.data.savedAt };
    }
    case 'DemographicSaved': {
      const demographic = { id: event.data.demographicId, record: event.data.answers };
      return { ...state, userId, demographic, updatedAt: event.data.savedAt };
    }
    case 'LogisticSaved': {
      const logistic = { id: event.data.logisticId, record: event.data.logistic };
      return { ...state, userId, logistic, updatedAt: event.data.savedAt };
    }
    case 'PreferredApplicationAdded': {
      if (!state.logistic) return state;
      const field = PREFERENCE_FIELDS[event.data.slot - 1];
      return { ...state, logistic: withPreferences(state.logistic, { [field]: event.data.label }) };
    }
    case 'PreferencesSet': {
      if (!state.logistic) return state;
      const changes = Object.fromEntries(PREFERENCE_FIELDS.map((field, rank) => [field, event.data.preferences[rank]]));
      return { ...state, logistic: withPreferences(state.logistic, changes) };
    }
    default:
      return assertNever(event);
  }
}
