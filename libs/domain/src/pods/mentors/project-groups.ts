import { type DataSetNames, dataSetName, projectGroupName } from '../names/pod-names';
import type { MentorRoundPod, MentorRoundStudent, ProjectGroup } from './types';

export const GROUP_SIZE = { min: 3, max: 6, aim: 4.5 } as const;

const SENIORITY_ORDER = ['senior', 'intermediate', 'junior'];
const seniorityRank = (student: MentorRoundStudent) => {
  const rank = SENIORITY_ORDER.indexOf(student.seniority ?? '');
  return rank < 0 ? SENIORITY_ORDER.length : rank;
};

/** How many groups `n` students make: sizes within 3–6, as close to 4–5 as the count allows. */
export function groupCount(n: number): number {
  if (n < GROUP_SIZE.min) return 0;
  const fewest = Math.ceil(n / GROUP_SIZE.max);
  const most = Math.floor(n / GROUP_SIZE.min);
  return Math.min(most, Math.max(fewest, Math.round(n / GROUP_SIZE.aim)));
}

/**
 * The pod's students by the data set they work on: their first choice when the pod offers it (its data
 * set or its second one), else the pod's data set. A second-data-set side too small for a group joins
 * the main side, so nobody is left out for choosing the second data set.
 */
function byDataSet(pod: MentorRoundPod): Array<[string, MentorRoundStudent[]]> {
  const main: MentorRoundStudent[] = [];
  const second: MentorRoundStudent[] = [];
  for (const student of pod.students)
    (pod.secondDataSet && student.dataSets[0] === pod.secondDataSet ? second : main).push(student);
  if (!pod.secondDataSet || second.length < GROUP_SIZE.min || main.length < GROUP_SIZE.min)
    return [[pod.dataSet, [...main, ...second]]];
  return [
    [pod.dataSet, main],
    [pod.secondDataSet, second],
  ];
}

/**
 * Splits each pod's students into project groups of 3–6 (aim 4–5) by data set, seniority mixed: the
 * students are sorted by seniority and dealt out in turn, so each group gets a share of every level.
 * Deterministic: ties keep the pod's order. A pod of fewer than 3 students forms no group.
 */
export function formProjectGroups(pods: MentorRoundPod[], names?: DataSetNames): ProjectGroup[] {
  const groups: ProjectGroup[] = [];
  for (const pod of pods) {
    let number = 0;
    for (const [dataSet, students] of byDataSet(pod)) {
      const count = groupCount(students.length);
      const dealt: string[][] = Array.from({ length: count }, () => []);
      const ordered = students
        .map((student, index) => ({ student, index }))
        .sort((a, b) => seniorityRank(a.student) - seniorityRank(b.student) || a.index - b.index);
      ordered.forEach(({ student }, index) => dealt[index % count]?.push(student.id));
      for (const studentIds of dealt) {
        number++;
        groups.push({
          key: `${pod.podId}:${number}`,
          podId: pod.podId,
          name: projectGroupName(number, dataSetName(names, dataSet)),
          dataSet,
          studentIds,
          mentorId: null,
        });
      }
    }
  }
  return groups;
}
