import { DomainError, NotFoundError, RefusedError } from '../shared/domain-error';
import type { ApplicationState, LiveApplication } from '../applications/application.state';
import type { EnrollmentEvent } from './enrollment.events';

/**
 * Staff's answer to a request on a course whose staff decide fee relief: the waiver, or the hardship
 * discount (`kind`); `reason` only for a refusal.
 */
export type DecideFeeWaiver = {
  type: 'DecideFeeWaiver';
  kind: 'waiver' | 'hardship';
  approve: boolean;
  reason: string;
  now: Date;
};

export const MAX_REFUSAL_REASON_LENGTH = 2000;
export const NO_WAIVER_REQUEST = 'No fee waiver request is waiting for a decision on this application.';
export const NO_HARDSHIP_REQUEST = 'No hardship reduction request is waiting for a decision on this application.';

function refusalReason(text: string): string {
  const reason = text.trim();
  if (reason === '') throw new DomainError('required', 'Say why it is refused: the student reads it.', 'reason');
  if (reason.length > MAX_REFUSAL_REASON_LENGTH)
    throw new DomainError('max_length', `At most ${MAX_REFUSAL_REASON_LENGTH} characters.`, 'reason');
  return reason;
}

/** The hardship discount: approving halves the fee from then on; refusing leaves it whole. */
function decideHardship(command: DecideFeeWaiver, application: LiveApplication): EnrollmentEvent[] {
  if (application.enrollment.hardshipReview !== 'waiting' || application.applicationStatus !== 'accepted')
    throw new RefusedError('no_hardship_request', NO_HARDSHIP_REQUEST);
  const { applicationId, userId } = application;
  const at = command.now.toISOString();
  if (command.approve)
    return [{ type: 'HardshipReductionApproved', data: { applicationId, userId, automatic: false, approvedAt: at } }];
  const reason = refusalReason(command.reason);
  return [{ type: 'HardshipReductionRefused', data: { applicationId, userId, reason, refusedAt: at } }];
}

/**
 * Approving waives the fee the student asked about (`FeeWaived`, status `waived_fee`, with the student's
 * reason); refusing records staff's reason and leaves the offer open to pay. Only a request still
 * waiting on an open offer can be decided: one the student paid, declined or let lapse has gone.
 */
export function decideFeeWaiver(command: DecideFeeWaiver, state: ApplicationState): EnrollmentEvent[] {
  if (state.status !== 'live') throw new NotFoundError('Application not found.');
  const { application } = state;
  if (command.kind === 'hardship') return decideHardship(command, application);
  const request = application.enrollment.waiverRequest;
  if (!request || application.applicationStatus !== 'accepted')
    throw new RefusedError('no_waiver_request', NO_WAIVER_REQUEST);
  const { applicationId, userId } = application;
  const at = command.now.toISOString();
  if (command.approve) {
    const data = { applicationId, userId, reason: request.reason, feeCents: request.feeCents, waivedAt: at };
    return [{ type: 'FeeWaived', data }];
  }
  const reason = refusalReason(command.reason);
  return [
    { type: 'FeeWaiverRefused', data: { applicationId, userId, reason, feeCents: request.feeCents, refusedAt: at } },
  ];
}
