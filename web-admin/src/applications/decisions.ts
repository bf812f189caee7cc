import type { StaffDecisionKind } from '@portal/contracts';

/** The decisions staff take from the list and the show page; each sends the applicant an email. */
export const DECISIONS: { decision: StaffDecisionKind; label: string; verb: string }[] = [
  { decision: 'offer', label: 'Make offer', verb: 'make an offer on' },
  { decision: 'reject', label: 'Reject', verb: 'reject' },
  { decision: 'waitlist', label: 'Waitlist', verb: 'waitlist' },
  { decision: 'dismiss', label: 'Dismiss', verb: 'dismiss' },
];

export const ROLE_CHOICES = [
  { id: 'student', name: 'Student' },
  { id: 'ta', name: 'Teaching assistant' },
  { id: 'mentor', name: 'Mentor' },
];

export const STATUS_CHOICES = [
  'applied',
  'accepted',
  'rejected',
  'paid',
  'waived_fee',
  'matched',
  'declined',
  'dismissed',
  'approved',
  'waitlist',
  'dropped_out',
].map((status) => ({ id: status, name: status.replaceAll('_', ' ') }));
