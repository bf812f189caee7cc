import type { DomainEvent } from '../shared/decider';
import { DomainError, NotFoundError } from '../shared/domain-error';
import type { ApplicationState } from './application.state';
import type { ApplicationRef } from '../enrollment/enrollment.events';

/** The mentor round gave this mentor project groups (status `matched`, docs/architecture.md §5). */
export type MentorAssigned = DomainEvent<
  'MentorAssigned',
  ApplicationRef & { courseId: string; groups: Array<{ podId: string; groupKey: string }>; assignedAt: string }
>;

export interface AssignMentorGroups {
  type: 'AssignMentorGroups';
  groups: Array<{ podId: string; groupKey: string }>;
  now: Date;
}

/** Only an approved mentor takes groups; 1–4 of them (the round checks the mentor's own count). */
export function decideMentorAssignment(command: AssignMentorGroups, state: ApplicationState): MentorAssigned[] {
  if (state.status !== 'live') throw new NotFoundError('Application not found.');
  const { applicationId, userId, courseId, role, applicationStatus } = state.application;
  if (role !== 'mentor') throw new DomainError('invalid', `A ${role} application cannot mentor project groups.`);
  if (applicationStatus !== 'approved')
    throw new DomainError('invalid', `A mentor application that is ${applicationStatus} cannot take project groups.`);
  if (command.groups.length < 1 || command.groups.length > 4)
    throw new DomainError('invalid', 'A mentor takes 1 to 4 project groups.');
  const assignedAt = command.now.toISOString();
  return [{ type: 'MentorAssigned', data: { applicationId, userId, courseId, groups: command.groups, assignedAt } }];
}
