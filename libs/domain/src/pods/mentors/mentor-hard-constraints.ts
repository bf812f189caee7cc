import { mentorMisfits } from './mentor-fit';
import { GROUP_SIZE } from './project-groups';
import type { MentorRoundInput, MentorRoundPod, ProjectGroup } from './types';

function groupViolations(pod: MentorRoundPod, group: ProjectGroup, placed: Map<string, string>): string[] {
  const problems: string[] = [];
  const count = group.studentIds.length;
  if (count < GROUP_SIZE.min || count > GROUP_SIZE.max)
    problems.push(`${pod.name} · ${group.name} has ${count} students, outside ${GROUP_SIZE.min}–${GROUP_SIZE.max}.`);
  const students = new Map(pod.students.map((student) => [student.id, student]));
  for (const id of group.studentIds) {
    const student = students.get(id);
    if (!student) {
      problems.push(`Student ${id} in ${pod.name} · ${group.name} is not a student of that pod.`);
      continue;
    }
    const earlier = placed.get(id);
    if (earlier) problems.push(`Student ${id} is in two project groups: ${earlier} and ${group.name}.`);
    placed.set(id, group.name);
    if (!student.dataSets.includes(group.dataSet))
      problems.push(`Student ${id} in ${pod.name} · ${group.name} did not choose data set ${group.dataSet}.`);
  }
  return problems;
}

/**
 * Every hard constraint a (possibly staff-edited) mentor round breaks, as readable sentences; [] when
 * none: group sizes 3–6, students in one group of their own pod on a data set they chose, and each
 * mentor an approved mentor of the round, within their group count, slots, languages and data sets.
 */
export function mentorRoundViolations(input: MentorRoundInput, groups: ProjectGroup[]): string[] {
  const pods = new Map(input.pods.map((pod) => [pod.podId, pod]));
  const mentors = new Map(input.mentors.map((mentor) => [mentor.id, mentor]));
  const placed = new Map<string, string>();
  const load = new Map<string, number>();
  const problems: string[] = [];
  for (const group of groups) {
    const pod = pods.get(group.podId);
    if (!pod) {
      problems.push(`${group.name} belongs to pod ${group.podId}, which is not in this round.`);
      continue;
    }
    problems.push(...groupViolations(pod, group, placed));
    if (group.mentorId === null) continue;
    const mentor = mentors.get(group.mentorId);
    if (!mentor) {
      problems.push(
        `Mentor ${group.mentorId} of ${pod.name} · ${group.name} is not an approved mentor of this course.`,
      );
      continue;
    }
    load.set(mentor.id, (load.get(mentor.id) ?? 0) + 1);
    problems.push(...mentorMisfits(mentor, group, pod));
  }
  for (const [id, count] of load) {
    const most = mentors.get(id)?.maxGroups ?? 0;
    if (count > most) problems.push(`Mentor ${id} has ${count} groups but offered at most ${most}.`);
  }
  return problems;
}
