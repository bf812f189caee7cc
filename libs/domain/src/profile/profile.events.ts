import type { Demographic, GeneralInfo, Logistic } from '@portal/contracts';
import type { DomainEvent } from '../shared/decider';

/**
 * The events of a user's profile (`profile-{userId}`): general info, demographics and logistics, each
 * saved whole (the record as it stands after the save). `info` and `answers` are personal data,
 * encrypted with the user's key in the store (personal-data-policies).
 */
export type ProfileEvent =
  | DomainEvent<'GeneralInfoSaved', { userId: string; generalInfoId: string; info: GeneralInfo; savedAt: string }>
  | DomainEvent<'DemographicSaved', { userId: string; demographicId: string; answers: Demographic; savedAt: string }>
  | DomainEvent<'LogisticSaved', { userId: string; logisticId: string; logistic: Logistic; savedAt: string }>
  /** A submitted application's label put in the first empty preference slot (spec 2 §4 "Submit side effect"). */
  | DomainEvent<'PreferredApplicationAdded', { userId: string; slot: PreferenceSlot; label: string; addedAt: string }>
  /** The ranked preferences as the applicant submitted them, all six slots. */
  | DomainEvent<'PreferencesSet', { userId: string; preferences: Preferences; setAt: string }>;

export type ProfileEventType = ProfileEvent['type'];
export type PreferenceSlot = 1 | 2 | 3 | 4 | 5 | 6;
/** preferred_application_1 to preferred_application_6, in rank order; null for an empty slot. */
export type Preferences = [string | null, string | null, string | null, string | null, string | null, string | null];

export const profileStreamId = (userId: string) => `profile-${userId}`;
export const PROFILE_STREAM_TYPE = 'profile';
