import {
  APPLICATION_STATUSES,
  type ApplicationRole,
  STAFF_DECISION_KINDS_BY_ROLE,
  type StaffDecisionKind,
  statusFilterWords,
} from '@portal/contracts';

export interface DecisionAction {
  decision: StaffDecisionKind;
  label: string;
  verb: string;
}

/** How each decision reads on a button and in its confirmation; each sends the applicant an email. */
const ACTIONS: Record<StaffDecisionKind, DecisionAction> = {
  offer: { decision: 'offer', label: 'Make offer', verb: 'make an offer on' },
  approve: { decision: 'approve', label: 'Approve', verb: 'approve' },
  reject: { decision: 'reject', label: 'Reject', verb: 'reject' },
  waitlist: { decision: 'waitlist', label: 'Waitlist', verb: 'waitlist' },
  dismiss: { decision: 'dismiss', label: 'Dismiss', verb: 'dismiss' },
};

/**
 * The decisions staff may take on applications of these roles, from the domain's own table: every
 * decision that applies to at least one of them, in the table's order (offer and approve first).
 */
export function decisionsFor(roles: readonly ApplicationRole[]): DecisionAction[] {
  const allowed = new Set(roles.flatMap((role) => STAFF_DECISION_KINDS_BY_ROLE[role]));
  return (Object.keys(ACTIONS) as StaffDecisionKind[])
    .filter((decision) => allowed.has(decision))
    .map((decision) => ACTIONS[decision]);
}

export const ROLE_CHOICES = [
  { id: 'student', name: 'Student' },
  { id: 'ta', name: 'Teaching assistant' },
  { id: 'mentor', name: 'Mentor' },
];

/** The status filter's choices, in the spec's order, worded as both apps show a status. */
export const STATUS_CHOICES = APPLICATION_STATUSES.map((status) => ({ id: status, name: statusFilterWords(status) }));
