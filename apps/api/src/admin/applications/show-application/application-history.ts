import type { ApplicationHistoryEntry as HistoryEntry } from '@portal/contracts';
import type { RecordedEvent } from '@portal/event-store';
import { IDENTIFYING_EVENT_FIELDS, withoutIdentifyingAnswers } from '../../shared/applicant-anonymity';
import { type HistoryWords, describeHistory } from './history-sentences';

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
  FeeWaiverRequested: 'reason',
  FeeWaiverRefused: 'reason',
  HardshipReductionRefused: 'reason',
};

/** An event's data with what the audience may not read taken out (the server decides, not the screen). */
export function dataFor(type: string, data: unknown, audience: HistoryAudience): Record<string, unknown> {
  if (typeof data !== 'object' || data === null) return {};
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

/**
 * An application's events (its reviews' among them, oldest first) as the staff history shows them:
 * what happened in words, from the data the audience may read only (`applicantId`: its applicant).
 */
export function historyEntries(
  events: RecordedEvent[],
  audience: HistoryAudience,
  words: HistoryWords & { actorName: (actor: string) => string; applicantId: string },
): HistoryEntry[] {
  const shown = events.map((event) => ({ type: event.type, data: dataFor(event.type, event.data, audience) }));
  const described = describeHistory(shown, words);
  return events.map((event, index) => ({
    id: event.eventId,
    position: index + 1,
    type: event.type,
    actor: audience.anonymised && event.metadata.actor === words.applicantId ? 'applicant' : event.metadata.actor,
    actor_name: words.actorName(event.metadata.actor),
    recorded_at: event.recordedAt.toISOString(),
    ...described[index],
  }));
}
