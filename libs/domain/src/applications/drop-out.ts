import type { ApplicationRole, ApplicationStatus } from '@portal/contracts';
import type { DomainEvent } from '../shared/decider';
import { DomainError, NotFoundError } from '../shared/domain-error';
import type { ApplicationState } from './application.state';

/**
 * Staff record that an enrolled student or TA left the course (docs/architecture.md §8.2): status
 * `dropped_out`, with staff's reason (a free text about the person, so it is personal data). Their pod
 * keeps them until the next rematch is applied, which takes them out.
 */
export type DroppedOut = DomainEvent<
  'DroppedOut',
  { applicationId: string; userId: string; courseId: string; reason: string; droppedAt: string }
>;

export interface DropOut {
  type: 'DropOut';
  reason: string;
  now: Date;
}

/** Who can drop out: someone enrolled (a paid or waived student, an approved TA), matched or not yet. */
const ENROLLED: Record<ApplicationRole, readonly ApplicationStatus[]> = {
  student: ['paid', 'waived_fee', 'matched'],
  ta: ['approved', 'matched'],
  mentor: [],
};

export function decideDropOut(command: DropOut, state: ApplicationState): DroppedOut[] {
  if (state.status !== 'live') throw new NotFoundError('Application not found.');
  const { applicationId, userId, courseId, role, applicationStatus } = state.application;
  if (applicationStatus === 'dropped_out') return [];
  if (!ENROLLED[role].includes(applicationStatus))
    throw new DomainError(
      'not_enrolled',
      `Only an enrolled student or TA can drop out; this ${role} application is ${applicationStatus}.`,
    );
  const reason = command.reason.trim();
  if (!reason) throw new DomainError('blank', 'Say why they dropped out.', 'reason');
  return [
    { type: 'DroppedOut', data: { applicationId, userId, courseId, reason, droppedAt: command.now.toISOString() } },
  ];
}
