import { DomainError } from '../../shared/domain-error';
import { measureMentorRound } from './mentor-objective';
import { mentorRoundViolations } from './mentor-hard-constraints';
import type { MentorRoundInput, MentorRoundProposal } from './types';

export interface MentorRoundChanges {
  /** A student to another project group (by key). */
  moves: Array<{ student: string; to_group: string }>;
  /** A group's mentor replaced, or taken off (null). */
  mentors: Array<{ group: string; mentor: string | null }>;
}

/**
 * Staff's changes on a copy of the proposal. Unknown groups, students or mentors (including those of
 * another course) are refused by name; a change that breaks a hard constraint is refused with the
 * broken rules. The objective is measured again against the proposal's bound.
 */
export function adjustMentorRound(
  proposal: MentorRoundProposal,
  input: MentorRoundInput,
  changes: MentorRoundChanges,
): MentorRoundProposal {
  const groups = proposal.groups.map((group) => ({ ...group, studentIds: [...group.studentIds] }));
  const byKey = new Map(groups.map((group) => [group.key, group]));
  const students = new Set(input.pods.flatMap((pod) => pod.students.map((student) => student.id)));
  const mentors = new Set(input.mentors.map((mentor) => mentor.id));
  for (const { student, to_group } of changes.moves) {
    if (!students.has(student)) throw new DomainError('invalid', `No student ${student} in this round.`, 'moves');
    const target = byKey.get(to_group);
    if (!target) throw new DomainError('invalid', `No project group ${to_group} in this proposal.`, 'moves');
    for (const group of groups) group.studentIds = group.studentIds.filter((id) => id !== student);
    target.studentIds.push(student);
  }
  for (const { group, mentor } of changes.mentors) {
    const target = byKey.get(group);
    if (!target) throw new DomainError('invalid', `No project group ${group} in this proposal.`, 'mentors');
    if (mentor !== null && !mentors.has(mentor))
      throw new DomainError('invalid', `No mentor ${mentor} in this round.`, 'mentors');
    target.mentorId = mentor;
  }
  const violations = mentorRoundViolations(input, groups);
  if (violations.length > 0) throw new DomainError('invalid', violations.join(' '));

  const unmatchedBefore = new Map(proposal.unmatchedGroups.map((entry) => [entry.key, entry]));
  const idleBefore = new Map(proposal.unmatchedMentors.map((entry) => [entry.id, entry]));
  const busy = new Set(groups.map((group) => group.mentorId));
  const grouped = groups.reduce((sum, group) => sum + group.studentIds.length, 0);
  const inPods = input.pods.reduce((sum, pod) => sum + pod.students.length, 0);
  return {
    groups,
    unmatchedGroups: groups
      .filter((group) => group.mentorId === null)
      .map(
        (group) =>
          unmatchedBefore.get(group.key) ?? {
            key: group.key,
            reason: 'removed_by_staff',
            detail: 'Mentor taken off by staff.',
          },
      ),
    unmatchedMentors: input.mentors
      .filter((mentor) => !busy.has(mentor.id))
      .map(
        (mentor) =>
          idleBefore.get(mentor.id) ?? {
            id: mentor.id,
            reason: 'removed_by_staff',
            detail: 'Groups taken off by staff.',
          },
      ),
    objective: measureMentorRound(groups, input.mentors, proposal.objective.bound, inPods - grouped),
  };
}
