import type { Queryable, RecordedEvent } from '@portal/event-store';
import type { ApplicationWithCourse } from '@portal/projections';
import type { EmailDraft } from '../mail/identity-emails';
import type { PortalLinks } from '../mail/portal-links';
import { isRematchMove } from './pod-change-emails';
import { draftPodChangedEmail } from './pod-changed-email.job';
import { draftPodPlacedEmail, isMatchingPlacement } from './pod-placed-email.job';

/** Whether an event asks for a pod email (a matching's placement or a rematch's move). */
export const isPodEmailEvent = (event: RecordedEvent) => isMatchingPlacement(event) || isRematchMove(event);

/** The pod email an event asks for, drafted as its job would draft it now (for the staff outbox). */
export function podEmailDraftFor(
  db: Queryable,
  event: RecordedEvent,
  application: ApplicationWithCourse,
  firstName: string,
  links: PortalLinks,
): Promise<EmailDraft | null> {
  if (isMatchingPlacement(event)) return draftPodPlacedEmail(db, application, event, firstName, links);
  if (isRematchMove(event)) return draftPodChangedEmail(db, application, event, firstName, links);
  return Promise.resolve(null);
}
