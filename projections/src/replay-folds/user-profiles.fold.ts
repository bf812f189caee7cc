import { PREFERENCE_FIELDS } from '@portal/contracts';
import type { ProfileEvent } from '@portal/domain';
import type { RecordedEvent } from '@portal/event-store';
import { userProfilesProjection } from '../profile/user-profiles.projection';
import type { BatchFold, Row } from './batch-fold';

/** profile/user-profiles.projection.ts as a fold: the same statements, one row at a time in memory. */
export const userProfilesFold: BatchFold = {
  projection: userProfilesProjection.name,
  eventTypes: ['GeneralInfoSaved', 'DemographicSaved', 'LogisticSaved', 'PreferredApplicationAdded', 'PreferencesSet'],
  table: 'user_profiles',
  key: 'user_id',
  columns: {
    user_id: 'text',
    general_info: 'jsonb',
    demographic: 'jsonb',
    logistic: 'jsonb',
    profile_updated_at: 'timestamptz',
  },
  keyOf: (event) => (event.data as { userId: string }).userId,

  fold(row: Row | null, recorded: RecordedEvent): Row | null {
    const event = recorded as RecordedEvent & ProfileEvent;
    const { userId } = event.data;
    // INSERT ... ON CONFLICT (user_id) DO UPDATE of one record and the time of the save.
    const save = (column: string, view: object | null, at: string): Row => ({
      ...(row ?? { user_id: userId, general_info: null, demographic: null, logistic: null }),
      [column]: view,
      profile_updated_at: at,
    });
    // `logistic || changes` on an existing logistic record only.
    const prefer = (changes: Record<string, string | null>, at: string): Row | null =>
      row && row.logistic ? { ...row, logistic: { ...(row.logistic as object), ...changes, modified: at } } : row;
    switch (event.type) {
      case 'GeneralInfoSaved': {
        const { generalInfoId: id, info, savedAt } = event.data;
        return save('general_info', info && { id, ...info, modified: savedAt }, savedAt);
      }
      case 'DemographicSaved': {
        const { demographicId: id, answers, savedAt } = event.data;
        return save('demographic', answers && { id, ...answers, user: userId, modified: savedAt }, savedAt);
      }
      case 'LogisticSaved': {
        const { logisticId: id, logistic, savedAt } = event.data;
        return save('logistic', { id, ...logistic, user: userId, modified: savedAt }, savedAt);
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
