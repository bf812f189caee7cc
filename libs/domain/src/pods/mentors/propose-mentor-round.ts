import { assignMentors } from './assign-mentors';
import { measureMentorRound } from './mentor-objective';
import { formProjectGroups } from './project-groups';
import type { MentorRoundInput, MentorRoundProposal } from './types';

/**
 * Proposes project groups and their mentors for review (never applies them). Deterministic: the same
 * input gives the same proposal. Groups first (project-groups.ts), then mentors by min-cost flow
 * (assign-mentors.ts); the bound is over every mentor assignment of these groups.
 */
export function proposeMentorRound(input: MentorRoundInput): MentorRoundProposal {
  const pods = new Map(input.pods.map((pod) => [pod.podId, pod]));
  const formed = formProjectGroups(input.pods, input.dataSetNames);
  const { groups, bound, unmatchedGroups, unmatchedMentors } = assignMentors(formed, pods, input.mentors);
  const grouped = groups.reduce((sum, group) => sum + group.studentIds.length, 0);
  const students = input.pods.reduce((sum, pod) => sum + pod.students.length, 0);
  return {
    groups,
    unmatchedGroups,
    unmatchedMentors,
    objective: measureMentorRound(groups, input.mentors, bound, students - grouped),
  };
}
