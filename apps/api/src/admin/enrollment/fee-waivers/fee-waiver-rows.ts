import { formatDollars } from '@portal/domain';
import type { FeeWaiverRow } from '@portal/contracts';
import type { FeeWaiverQueueRow } from '@portal/projections';
import type { Platform } from '@portal/platform';

/** The request a queue row's id names: the waiver by the application's id, the discount by `hardship-<id>`. */
export function requestOf(id: string): { kind: 'waiver' | 'hardship'; applicationId: string } {
  return id.startsWith('hardship-')
    ? { kind: 'hardship', applicationId: id.slice('hardship-'.length) }
    : { kind: 'waiver', applicationId: id };
}

/**
 * A queue row as staff read it: the student's reason comes from its event in the log (free texts are
 * personal data and are kept in no read model), empty once the person's data is erased.
 */
export async function toFeeWaiverRow(platform: Platform, row: FeeWaiverQueueRow): Promise<FeeWaiverRow> {
  const event = await platform.store.readEvent(row.reason_event_id);
  // A waiver's reason, or the hardship answer's explanation.
  const data = event?.data as { reason?: unknown; explanation?: unknown } | undefined;
  const reason = data?.reason ?? data?.explanation;
  return {
    id: row.id,
    kind: row.kind,
    application: row.application_id,
    applicant_name: row.applicant_name,
    email: row.email,
    course: row.course,
    course_name: row.course_name,
    fee: formatDollars(row.fee_cents),
    state: row.state,
    requested_at: new Date(row.requested_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    reason: typeof reason === 'string' ? reason : '',
  };
}
