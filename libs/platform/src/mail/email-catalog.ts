import type { RecordedEvent } from '@portal/event-store';
import { EMAILS_BY_EVENT, type IdentityEmail } from './identity-emails';
import { PAYMENT_EMAILS_BY_EVENT } from './payment-emails';

/** The data every emailing event carries: whose account the email is about. */
type AboutUser = { userId: string };

/**
 * Every event that sends an email, from each context's table. The send-email job and the outbox rule
 * look emails up here, so a context adds its emails by adding its table.
 */
const EMAIL_CATALOG: Record<string, IdentityEmail<AboutUser>> = { ...EMAILS_BY_EVENT, ...PAYMENT_EMAILS_BY_EVENT };

export function isEmailingEvent(event: RecordedEvent): event is RecordedEvent & { data: AboutUser } {
  return Object.hasOwn(EMAIL_CATALOG, event.type);
}

export function emailFor(event: RecordedEvent & { data: AboutUser }): IdentityEmail<AboutUser> {
  return EMAIL_CATALOG[event.type];
}
