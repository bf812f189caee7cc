import type { ApplicationEvent } from '@portal/domain';
import type { ApplicationWithCourse } from '@portal/projections';
import type { EmailDraft } from './identity-emails';
import type { PortalLinks } from './portal-links';
import { type DecisionEmail, applicationDecisionEmail } from './templates/application-decision';
import { waiverEmailDraft } from './waiver-emails';

const ROLE_LABELS = { student: 'student', ta: 'teaching assistant', mentor: 'mentor' } as const;

type EmailingEvent = Extract<
  ApplicationEvent,
  {
    type:
      | 'OfferMade'
      | 'ApplicationDecided'
      | 'OfferExpired'
      | 'FeeWaived'
      | 'FeeWaiverRefused'
      | 'HardshipReductionApproved'
      | 'HardshipReductionRefused';
  }
>;
type FeeReliefEvent = Extract<EmailingEvent, { type: (typeof FEE_RELIEF_EVENTS)[number] }>;
type DecisionEvent = Exclude<EmailingEvent, FeeReliefEvent>;
const FEE_RELIEF_EVENTS = [
  'FeeWaived',
  'FeeWaiverRefused',
  'HardshipReductionApproved',
  'HardshipReductionRefused',
] as const;
const isFeeRelief = (event: EmailingEvent): event is FeeReliefEvent =>
  (FEE_RELIEF_EVENTS as readonly string[]).includes(event.type);
export const APPLICATION_EMAIL_EVENTS: ReadonlyArray<EmailingEvent['type']> = [
  'OfferMade',
  'ApplicationDecided',
  'OfferExpired',
  // The answer to a waiver or a hardship discount, granted at once or by staff, or refused.
  ...FEE_RELIEF_EVENTS,
];

export function isApplicationEmailEvent(event: { type: string }): event is EmailingEvent {
  return (APPLICATION_EMAIL_EVENTS as readonly string[]).includes(event.type);
}

function kindOf(event: DecisionEvent): DecisionEmail {
  if (event.type === 'OfferMade') return 'offer';
  if (event.type === 'OfferExpired') return 'offer-expired';
  return event.data.status;
}

/**
 * The email a decision on an application sends. Offers and approvals link to the course dashboard,
 * the rest to the applications page; both through a short sign-in link.
 */
export function applicationEmailDraft(
  event: EmailingEvent,
  application: ApplicationWithCourse,
  acceptingOfferEndDate: string | undefined,
  firstName: string,
  links: PortalLinks,
): EmailDraft {
  if (isFeeRelief(event)) return waiverEmailDraft(event, application, firstName, links);
  const kind = kindOf(event);
  const route =
    kind === 'offer' || kind === 'approved' ? `/course/${application.id}?type=${application.role}` : '/applications';
  const target = links.signInThenGo(route);
  return {
    template: `application-${kind}`,
    content: applicationDecisionEmail({
      firstName,
      kind,
      courseName: application.course.name,
      roleLabel: ROLE_LABELS[application.role],
      acceptingOfferEndDate,
      link: target.url,
    }),
    redirectLinks: [target.link],
  };
}
