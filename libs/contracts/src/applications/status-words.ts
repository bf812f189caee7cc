import type { ApplicationRole, ApplicationStatus } from './enumerations';

/**
 * An application's status as people read it, the same in the applicant's and the staff's app.
 * `accepted` is the spec's name for an offer the portal made: until the applicant takes it up
 * (`wants_to_enroll`) it reads "Offer made", never "Accepted". A TA takes an offer up by signing the
 * agreement, and nothing is left for them to do until matching: "Agreement signed" says that, where
 * "Offer accepted" read as if a step were still open (issue 57).
 */
const WORDS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  accepted: 'Offer accepted',
  rejected: 'Rejected',
  paid: 'Paid',
  waived_fee: 'Fee waived',
  matched: 'Matched',
  declined: 'Declined',
  dismissed: 'Dismissed',
  approved: 'Approved',
  waitlist: 'Waitlisted',
  dropped_out: 'Dropped out',
};

export const OFFER_MADE = 'Offer made';
export const AGREEMENT_SIGNED = 'Agreement signed';

export function applicationStatusWords(
  status: ApplicationStatus,
  wantsToEnroll: boolean,
  role: ApplicationRole,
): string {
  if (status === 'accepted' && !wantsToEnroll) return OFFER_MADE;
  if (status === 'accepted' && role === 'ta') return AGREEMENT_SIGNED;
  return WORDS[status];
}

/** A status filter's choice: `accepted` covers offers taken up and not yet. */
export const statusFilterWords = (status: ApplicationStatus): string =>
  status === 'accepted' ? 'Offer made or accepted' : WORDS[status];
