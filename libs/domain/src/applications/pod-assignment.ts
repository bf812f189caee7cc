import type { ApplicationRole, ApplicationStatus, TaFor } from '@portal/contracts';
import { DomainError, NotFoundError } from '../shared/domain-error';
import type { ApplicationState } from './application.state';
import type { EnrollmentEvent, PodRole } from '../enrollment/enrollment.events';

export interface AssignPod {
  type: 'AssignPod';
  podRole: PodRole;
  podIds: string[];
  /** The role matching gave a TA who had no preference; null leaves staff's choice as it is. */
  taFor: TaFor | null;
  /** The rematch that moves them, if any (their email names the new pod). */
  rematchId?: string;
  now: Date;
}

/** Who can be placed on a pod: an enrolled student (paid or waived), an approved TA (docs/architecture.md §5). */
const PLACEABLE: Record<ApplicationRole, readonly ApplicationStatus[]> = {
  student: ['paid', 'waived_fee', 'matched'],
  ta: ['approved', 'matched'],
  mentor: [],
};

export function decidePodAssignment(command: AssignPod, state: ApplicationState): EnrollmentEvent[] {
  if (state.status !== 'live') throw new NotFoundError('Application not found.');
  const { applicationId, userId, courseId, role, applicationStatus, enrollment } = state.application;
  const studentRole = command.podRole === 'student';
  if ((role === 'student') !== studentRole || role === 'mentor')
    throw new DomainError('invalid', `A ${role} application cannot be a ${command.podRole} of a pod.`);
  if (!PLACEABLE[role].includes(applicationStatus))
    throw new DomainError('invalid', `A ${role} application that is ${applicationStatus} cannot join a pod.`);
  const podIds = [...new Set(command.podIds)].sort();
  const current = [...(enrollment.pods[command.podRole] ?? [])].sort();
  if (JSON.stringify(current) === JSON.stringify(podIds)) return [];
  const { podRole, taFor } = command;
  return [
    {
      type: 'PodAssigned',
      data: {
        applicationId,
        userId,
        courseId,
        podRole,
        podIds,
        taFor,
        assignedAt: command.now.toISOString(),
        ...(command.rematchId ? { rematchId: command.rematchId } : {}),
      },
    },
  ];
}
