import type { RecordedEvent } from '@portal/event-store';
import { IDENTIFYING_EVENT_FIELDS, withoutIdentifyingAnswers } from '../../shared/applicant-anonymity';

export interface HistoryEntry {
  id: string;
  position: number;
  type: string;
  data: unknown;
  /** The acting user's id, or `system`; `applicant` for the applicant in anonymised review. */
  actor: string;
  /** Who acted, as a person reads it: a staff member's email, the applicant, or the system. */
  actor_name: string;
  recorded_at: string;
}

/** What the caller may read of an application's history. */
export interface HistoryAudience {
  /** Anonymised review: no name, email or identifying answer of the applicant. */
  anonymised: boolean;
  /** Funding and hardship explanations and waiver reasons are about money: admins only. */
  seesFinances: boolean;
}

/** The fields of each event type that hold an applicant's financial circumstances. */
const FINANCIAL_TEXTS: Record<string, string> = {
  FundingAnswered: 'explanation',
  HardshipAnswered: 'explanation',
  FeeWaived: 'reason',
};

/** An event's data with what the audience may not read taken out (the server decides, not the screen). */
export function dataFor(type: string, data: unknown, audience: HistoryAudience): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const financial = FINANCIAL_TEXTS[type];
  const hidden = financial && !audience.seesFinances ? financial : null;
  const identifying = (key: string) => audience.anonymised && IDENTIFYING_EVENT_FIELDS.includes(key);
  const shown: Record<string, unknown> = Object.fromEntries(
    Object.entries(data).filter(([key]) => key !== hidden && !identifying(key)),
  );
  const personal = shown.personal;
  if (audience.anonymised && typeof personal === 'object' && personal !== null)
    shown.personal = withoutIdentifyingAnswers(personal as Record<string, unknown>);
  return shown;
}

/** One event of an application's stream as the staff history shows it (`applicantId`: its applicant). */
export const toHistoryEntry = (
  event: RecordedEvent,
  audience: HistoryAudience,
  actorName: (actor: string) => string,
  applicantId: string,
): Omit<HistoryEntry, 'position'> => ({
  id: event.eventId,
  type: event.type,
  data: dataFor(event.type, event.data, audience),
  actor: audience.anonymised && event.metadata.actor === applicantId ? 'applicant' : event.metadata.actor,
  actor_name: actorName(event.metadata.actor),
  recorded_at: event.recordedAt.toISOString(),
});
