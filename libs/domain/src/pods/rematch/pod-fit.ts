import { WEIGHTS, studentScore } from '../matching/objective-weights';
import type { MatchingStudent, MatchingTa, PodSize } from '../matching/types';
import type { CurrentPod } from './types';

/** What a student is worth in this pod by the original objective; null when a hard constraint forbids it. */
export const scoreIn = (student: MatchingStudent, pod: CurrentPod): number | null => studentScore(student, pod);

/** A TA may run this pod as its regular TA (the same rules as hard-constraints.ts). */
export function runsAsRegular(ta: MatchingTa, pod: CurrentPod): boolean {
  return (
    ta.role !== 'project_TA' &&
    !ta.lead &&
    ta.slots.includes(pod.timeSlot) &&
    ta.languages.includes(pod.language) &&
    ta.dataSets.includes(pod.dataSet) &&
    (!pod.lowFi || ta.openToLowFi)
  );
}

/** The original matching objective of a set of pods: every student's score less the size deviations. */
export function objectiveOf(pods: CurrentPod[], students: Map<string, MatchingStudent>, size: PodSize): number {
  let value = 0;
  for (const pod of pods) {
    for (const id of pod.studentIds) {
      const student = students.get(id);
      value += student ? (scoreIn(student, pod) ?? 0) : 0;
    }
    value -= WEIGHTS.SIZE_DEVIATION * Math.abs(pod.studentIds.length - size.target);
  }
  return value;
}
