import {
  applicantIndexStreamId,
  applicationStreamId,
  contentAccessStreamId,
  profileStreamId,
  userStreamId,
} from '@portal/domain';
import type { PersonalDataExport } from '@portal/contracts';
import type { PersonalDataVault, Queryable } from '@portal/event-store';
import { personalDataRows } from '@portal/projections';
import {
  STORED_EVENT_COLUMNS,
  type AuditEvent,
  type StoredEventRow,
  toAuditEvents,
} from '../../../audit/shared/audit-event';

export type { PersonalDataExport };

/**
 * Everything the portal holds about one person, decrypted: their rows in every read model and every
 * event of their own streams (account, profile, applicant index, content access, each application),
 * plus any other event that names them (pods, certificates).
 */
export async function exportPersonalData(
  db: Queryable,
  vault: PersonalDataVault,
  userId: string,
): Promise<PersonalDataExport> {
  const readModels = await personalDataRows(db, userId);
  const { rows: applications } = await db.query<{ id: string }>(
    `SELECT DISTINCT data->>'applicationId' AS id FROM events WHERE type = 'ApplicationSubmitted' AND data->>'userId' = $1`,
    [userId],
  );
  const streams = [
    userStreamId(userId),
    profileStreamId(userId),
    applicantIndexStreamId(userId),
    contentAccessStreamId(userId),
    ...applications.map((application) => applicationStreamId(application.id)),
  ];
  const { rows } = await db.query<StoredEventRow>(
    `SELECT ${STORED_EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) OR data->>'userId' = $2
      ORDER BY global_position`,
    [streams, userId],
  );
  const events = (await toAuditEvents(db, vault, rows)).map((event) => withoutSecrets(event));
  return {
    user_id: userId,
    exported_at: new Date().toISOString(),
    read_models: readModels,
    events,
  };
}

/** Password hashes in the log are credentials too: the export says one was set, not what it is. */
function withoutSecrets(event: AuditEvent): AuditEvent {
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object' || !('passwordHash' in data)) return event;
  return { ...event, data: { ...data, passwordHash: data.passwordHash === null ? null : '(set)' } };
}
