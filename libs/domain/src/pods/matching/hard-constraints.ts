import { roleViolations } from './hard-constraints-roles';
import {
  DEFAULT_POD_SIZE,
  type MatchingInput,
  type MatchingProposal,
  type MatchingStudent,
  type ProposedPod,
} from './types';

function studentFit(student: MatchingStudent, pod: ProposedPod): string[] {
  const problems: string[] = [];
  const who = `Student ${student.id} in pod ${pod.name}`;
  if (!student.slots.includes(pod.timeSlot)) problems.push(`${who} is not available in slot ${pod.timeSlot}.`);
  if (!student.languages.includes(pod.language)) problems.push(`${who} does not take the course in ${pod.language}.`);
  if (!student.dataSets.includes(pod.dataSet)) problems.push(`${who} did not choose data set ${pod.dataSet}.`);
  if (pod.lowFi && student.lowFi === 'no') problems.push(`${who} is in a low-fi pod but chose no low-fi track.`);
  if (!pod.lowFi && student.lowFi === 'yes_only')
    problems.push(`${who} is in a regular pod but chose the low-fi track only.`);
  return problems;
}

function podViolations(input: MatchingInput, pods: ProposedPod[]): string[] {
  const size = input.podSize ?? DEFAULT_POD_SIZE;
  const students = new Map(input.students.map((student) => [student.id, student]));
  const tas = new Map(input.tas.map((ta) => [ta.id, ta]));
  const podOf = new Map<string, string>();
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const pod of pods) {
    if (keys.has(pod.key)) problems.push(`Two pods share the key ${pod.key}.`);
    keys.add(pod.key);
    const count = pod.studentIds.length;
    if (count < size.min || count > size.max)
      problems.push(`Pod ${pod.name} has ${count} students, outside ${size.min}–${size.max}.`);
    for (const id of pod.studentIds) {
      const student = students.get(id);
      if (!student) {
        problems.push(`Pod ${pod.name} holds ${id}, who is not a student of this matching.`);
        continue;
      }
      const earlier = podOf.get(id);
      if (earlier) problems.push(`Student ${id} is in two pods: ${earlier} and ${pod.name}.`);
      podOf.set(id, pod.name);
      problems.push(...studentFit(student, pod));
    }
    const ta = tas.get(pod.taId);
    const who = `Regular TA ${pod.taId} of pod ${pod.name}`;
    if (!ta) {
      problems.push(`${who} is not a TA of this matching.`);
      continue;
    }
    if (ta.role === 'project_TA') problems.push(`${who} asked to be a project TA.`);
    if (ta.lead) problems.push(`${who} is a lead TA, and lead TAs only lead.`);
    if (!ta.slots.includes(pod.timeSlot)) problems.push(`${who} is not available in slot ${pod.timeSlot}.`);
    if (!ta.languages.includes(pod.language)) problems.push(`${who} does not teach in ${pod.language}.`);
    if (!ta.dataSets.includes(pod.dataSet)) problems.push(`${who} does not know data set ${pod.dataSet}.`);
    if (pod.lowFi && !ta.openToLowFi) problems.push(`${who} is not open to low-fi pods.`);
  }
  return problems;
}

/**
 * Every hard constraint broken by a (possibly staff-edited) proposal, as readable sentences; [] when
 * none. Pods: membership, size, each student's and the regular TA's slot, language, data set and
 * low-fi fit. Roles and megapods: see hard-constraints-roles.ts.
 */
export function hardConstraintViolations(
  input: MatchingInput,
  proposal: Pick<MatchingProposal, 'pods' | 'megapods'>,
): string[] {
  return [...podViolations(input, proposal.pods), ...roleViolations(input, proposal)];
}
