import { type EmailContent, type SafeHtml, html, htmlBody, link, textBody } from './layout';
import { formatUtc } from './link-validity';

export const DECISION_EMAILS = ['offer', 'rejected', 'waitlist', 'dismissed', 'approved', 'offer-expired'] as const;
export type DecisionEmail = (typeof DECISION_EMAILS)[number];

export interface ApplicationDecisionInput {
  firstName: string;
  kind: DecisionEmail;
  courseName: string;
  /** 'student', 'teaching assistant' or 'mentor'. */
  roleLabel: string;
  /** Offers only: the answer is due by then. */
  acceptingOfferEndDate?: string;
  /** A short sign-in link to the course dashboard (offers, approvals) or the applications page. */
  link: string;
}

const SUBJECTS: Record<DecisionEmail, (course: string) => string> = {
  offer: (course) => `You have an offer for ${course}`,
  rejected: (course) => `Your application to ${course}`,
  waitlist: (course) => `You are on the waitlist for ${course}`,
  dismissed: (course) => `Your application to ${course}`,
  approved: (course) => `You are approved for ${course}`,
  'offer-expired': (course) => `Your offer for ${course} has expired`,
};

function sentences({ kind, courseName, roleLabel, acceptingOfferEndDate }: ApplicationDecisionInput): string[] {
  const as = `as a ${roleLabel} in ${courseName}`;
  switch (kind) {
    case 'offer':
      return [
        `Congratulations: we are glad to offer you a place ${as}.`,
        `Please accept or decline the offer on your course dashboard by ${formatUtc(acceptingOfferEndDate ?? '')}; after that it lapses.`,
      ];
    case 'rejected':
      return [`Thank you for applying ${as}. We are sorry that we cannot offer you a place this time.`];
    case 'waitlist':
      return [
        `Thank you for applying ${as}. Your application is on our waitlist: if a place opens up, we will send you an offer.`,
      ];
    case 'dismissed':
      return [`Your application ${as} has been closed and will not be considered further.`];
    case 'approved':
      return [`Your place ${as} is confirmed. Your course dashboard has what comes next.`];
    case 'offer-expired':
      return [
        `Your offer of a place ${as} was not accepted by ${formatUtc(acceptingOfferEndDate ?? '')}, so it has lapsed and the place goes to someone on the waitlist.`,
      ];
  }
}

/** The email for each staff decision on an application, and for an offer that lapsed. */
export function applicationDecisionEmail(input: ApplicationDecisionInput): EmailContent {
  const body = sentences(input);
  const dashboard = input.kind === 'offer' || input.kind === 'approved';
  const label = dashboard ? 'Go to your course dashboard' : 'Go to your applications';
  const markup: SafeHtml[] = [...body.map((sentence) => html`${sentence}`), html`${link(input.link, label)}.`];
  return {
    subject: SUBJECTS[input.kind](input.courseName),
    text: textBody(input.firstName, [...body, `${label}:\n${input.link}`]),
    html: htmlBody(input.firstName, markup),
  };
}
