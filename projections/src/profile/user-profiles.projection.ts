import { type DemographicView, type GeneralInfoView, type LogisticView, PREFERENCE_FIELDS } from '@portal/contracts';
import type { ProfileEvent } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `user_profiles`: a user's three profile records as the API shows them (each with its `id` and
 * `modified`), for `GET /api/users/me/`, the save routes and eligibility. Inline, so a save reads back
 * at once. `profile_updated_at` is when the applicant last saved one of the records; a preference
 * slot filled by a submit or a ranking does not count (eligibility's `profile_not_updated` asks
 * whether the applicant brought their profile up to date, which neither does).
 */
export const userProfilesProjection: Projection = {
  name: 'user_profiles',
  eventTypes: ['GeneralInfoSaved', 'DemographicSaved', 'LogisticSaved', 'PreferredApplicationAdded', 'PreferencesSet'],
  tables: ['user_profiles'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS user_profiles${suffix} (
      user_id text PRIMARY KEY,
      general_info jsonb,
      demographic jsonb,
      logistic jsonb,
      profile_updated_at timestamptz
    )`);
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & ProfileEvent>)
      await applyOne(tx, `user_profiles${suffix}`, event);
  },
};

/** A saved record under its column; the column names are ours, never input. */
function saveRecord(tx: Queryable, table: string, column: string, userId: string, view: object | null, at: string) {
  return tx.query(
    `INSERT INTO ${table} (user_id, ${column}, profile_updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET ${column} = excluded.${column}, profile_updated_at = excluded.profile_updated_at`,
    [userId, view && JSON.stringify(view), at],
  );
}

function setPreferences(
  tx: Queryable,
  table: string,
  userId: string,
  changes: Record<string, string | null>,
  at: string,
) {
  return tx.query(`UPDATE ${table} SET logistic = logistic || $2::jsonb WHERE user_id = $1 AND logistic IS NOT NULL`, [
    userId,
    JSON.stringify({ ...changes, modified: at }),
  ]);
}

async function applyOne(tx: Queryable, table: string, event: RecordedEvent & ProfileEvent): Promise<void> {
  const { userId } = event.data;
  switch (event.type) {
    case 'GeneralInfoSaved': {
      const { generalInfoId: id, info, savedAt } = event.data;
      // An erased person's record replays as null: there is nothing left to show.
      const view = info && { id, ...info, modified: savedAt };
      return void (await saveRecord(tx, table, 'general_info', userId, view, savedAt));
    }
    case 'DemographicSaved': {
      const { demographicId: id, answers, savedAt } = event.data;
      const view = answers && { id, ...answers, user: userId, modified: savedAt };
      return void (await saveRecord(tx, table, 'demographic', userId, view, savedAt));
    }
    case 'LogisticSaved': {
      const { logisticId: id, logistic, savedAt } = event.data;
      return void (await saveRecord(
        tx,
        table,
        'logistic',
        userId,
        { id, ...logistic, user: userId, modified: savedAt },
        savedAt,
      ));
    }
    case 'PreferredApplicationAdded':
      return void (await setPreferences(
        tx,
        table,
        userId,
        { [PREFERENCE_FIELDS[event.data.slot - 1]]: event.data.label },
        event.data.addedAt,
      ));
    case 'PreferencesSet': {
      const ranked = Object.fromEntries(PREFERENCE_FIELDS.map((field, rank) => [field, event.data.preferences[rank]]));
      return void (await setPreferences(tx, table, userId, ranked, event.data.setAt));
    }
    default:
      return;
  }
}

export interface UserProfile {
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
