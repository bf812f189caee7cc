import type { JobRequest, RecordedEvent } from '@portal/event-store';

/**
 * The side effects that recorded events ask for, written to the outbox in the same transaction.
 * Job ids derive from the event id, so the same event can never ask twice. The catalog asks for
 * none; each capability adds its rules here (verification emails, offer-expiry timers, certificates).
 */
export function jobsFor(_events: RecordedEvent[]): JobRequest[] {
  return [];
}
