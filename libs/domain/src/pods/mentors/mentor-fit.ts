import type { MentorCandidate, MentorRoundPod, ProjectGroup } from './types';

const isEnglish = (language: string) => language.toLowerCase() === 'english';

/**
 * Why a mentor may not take a group (docs/architecture.md §8), one sentence per broken rule; [] when they fit.
 * The group count per mentor is a rule over the whole round: see mentor-hard-constraints.ts.
 */
export function mentorMisfits(mentor: MentorCandidate, group: ProjectGroup, pod: MentorRoundPod): string[] {
  const problems: string[] = [];
  const who = `Mentor ${mentor.id} of ${pod.name} · ${group.name}`;
  if (!mentor.slots.includes(pod.timeSlot)) problems.push(`${who} is not available in slot ${pod.timeSlot}.`);
  const languages = mentor.languages.map((language) => language.toLowerCase());
  if (!isEnglish(pod.language) && !languages.includes(pod.language.toLowerCase()))
    problems.push(`${who} does not speak ${pod.language}, the pod's language.`);
  if (!mentor.dataSets.includes(group.dataSet)) problems.push(`${who} did not name data set ${group.dataSet}.`);
  return problems;
}

export const mentorFits = (mentor: MentorCandidate, group: ProjectGroup, pod: MentorRoundPod): boolean =>
  mentorMisfits(mentor, group, pod).length === 0;
