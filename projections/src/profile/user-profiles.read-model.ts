import { type DemographicView, type GeneralInfoView, type LogisticView, PREFERENCE_FIELDS } from '@portal/contracts';
import type { ProfileEvent } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';
import { erasable } from '../personal-data/erasable';

/**
 * `user_profiles`: a user's three profile records as the API shows them (each with its `id` and
 * `modified`), for `GET /api/users/me/`, the save routes and eligibility. Inline, so a save reads back
 * at once. `profile_updated_at` is when the applicant last saved one of the records; a preference
 * slot filled by a submit or a ranking does not count (eligibility's `profile_not_updated` asks
 * whether the applicant brought their profile up to date, which neither does).
 */
export const userProfilesReadModel: ReadModel<UserProfile, ProfileEvent> = {
  name: 'user_profiles',
  eventTypes: ['GeneralInfoSaved', 'DemographicSaved', 'LogisticSaved', 'PreferredApplicationAdded', 'PreferencesSet'],
  table: {
    name: 'user_profiles',
    key: 'user_id',
    columns: {
      user_id: 'text PRIMARY KEY',
      general_info: 'jsonb',
      demographic: 'jsonb',
      logistic: 'jsonb',
      profile_updated_at: 'timestamptz',
    },
  },
  keyOf: (event) => event.data.userId,
  singleStream: true,

  fold(row, event) {
    const { userId } = event.data;
    const save = (changes: Partial<UserProfile>, at: string): UserProfile => ({
      ...(row ?? { user_id: userId, general_info: null, demographic: null, logistic: null }),
      ...changes,
      profile_updated_at: new Date(at),
    });
    // Preferences go into the logistic record, once there is one.
    const prefer = (changes: Record<string, string | null>, at: string): UserProfile | null =>
      row?.logistic ? { ...row, logistic: { ...row.logistic, ...changes, modified: at } } : row;
    switch (event.type) {
      case 'GeneralInfoSaved': {
        const { generalInfoId: id, savedAt } = event.data;
        // An erased person's record replays as null (their key is gone): there is nothing left to show.
        const info = erasable(event.data.info);
        return save({ general_info: info && { id, ...info, modified: savedAt } }, savedAt);
      }
      case 'DemographicSaved': {
        const { demographicId: id, savedAt } = event.data;
        const answers = erasable(event.data.answers);
        const view = answers && { id, ...answers, user: userId, modified: savedAt };
        return save({ demographic: view }, savedAt);
      }
      case 'LogisticSaved': {
        const { logisticId: id, logistic, savedAt } = event.data;
        return save({ logistic: { id, ...logistic, user: userId, modified: savedAt } }, savedAt);
      }
      case 'PreferredApplicationAdded':
        return prefer({ [PREFERENCE_FIELDS[event.data.slot - 1]]: event.data.label }, event.data.addedAt);
      case 'PreferencesSet':
        return prefer(
          Object.fromEntries(PREFERENCE_FIELDS.map((field, rank) => [field, event.data.preferences[rank]])),
          event.data.setAt,
        );
      default:
        return row;
    }
  },
};

export const userProfilesProjection: Projection = projectionOf(userProfilesReadModel);

export interface UserProfile extends Record<string, unknown> {
  user_id: string;
  general_info: GeneralInfoView | null;
  demographic: DemographicView | null;
  logistic: LogisticView | null;
  /** When the applicant last saved any of the three records; null before the first. */
  profile_updated_at: Date | null;
}

export async function findProfile(db: Queryable, userId: string): Promise<UserProfile | null> {
  const { rows } = await db.query<UserProfile>('SELECT * FROM user_profiles WHERE user_id = $1', [userId]);
  return rows[0] ?? null;
}

/** `user_profile_filled`, and eligibility's `profile_not_filled`: all three records exist. */
export function isProfileFilled(profile: UserProfile | null): boolean {
  return Boolean(profile?.general_info && profile.demographic && profile.logistic);
}
