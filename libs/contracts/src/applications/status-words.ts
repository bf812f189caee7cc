import type { ApplicationStatus } from './enumerations';

/**
 * An application's status as people read it, the same in the applicant's and the staff's app.
 * `accepted` is the spec's name for an offer the portal made: until the applicant takes it up
 * (`wants_to_enroll`) it reads "Offer made", never "Accepted".
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

export function applicationStatusWords(status: ApplicationStatus, wantsToEnroll: boolean): string {
  if (status === 'accepted' && !wantsToEnroll) return OFFER_MADE;
  return WORDS[status];
}

/** A status filter's choice: `accepted` covers offers taken up and not yet. */
export const statusFilterWords = (status: ApplicationStatus): string =>
  status === 'accepted' ? 'Offer made or accepted' : WORDS[status];
