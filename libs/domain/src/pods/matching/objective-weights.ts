import type { MatchingStudent } from './types';

/**
 * The objective every proposal is scored by (maximised). Its value is
 *   Σ over matched students of  MATCH + SLOT[slot rank] + DATA_SET[data-set rank]
 *                              + LANGUAGE[language rank] + LOW_FI_PREFERENCE (no_but_prefer_it in a low-fi pod)
 *   − SIZE_DEVIATION · Σ over pods of |pod size − target|.
 * MATCH dwarfs everything else, so no trade of preferences ever costs a student their place: the best
 * preference score of a student is 30 + 20 + 5 + 10 = 65, and a size deviation costs 2 per student.
 * A second choice is worth half a first; any later slot a sixth. Seniority mix and project/lead TA
 * coverage are reported beside the value, not in it (they are settled after the students are placed).
 */
export const WEIGHTS = {
  MATCH: 1000,
  SLOT: [30, 15, 5],
  DATA_SET: [20, 10],
  LANGUAGE: [5, 0],
  LOW_FI_PREFERENCE: 10,
  SIZE_DEVIATION: 2,
} as const;

const byRank = (points: readonly number[], rank: number) => points[Math.min(rank, points.length - 1)];

/** What placing this student in a pod of this slot, language, data set and kind is worth; null when it may not. */
export function studentScore(
  student: MatchingStudent,
  pod: { timeSlot: number; language: string; dataSet: string; lowFi: boolean },
): number | null {
  const slotRank = student.slots.indexOf(pod.timeSlot as MatchingStudent['slots'][number]);
  const languageRank = student.languages.indexOf(pod.language);
  const dataSetRank = student.dataSets.indexOf(pod.dataSet);
  if (slotRank < 0 || languageRank < 0 || dataSetRank < 0) return null;
  if (pod.lowFi ? student.lowFi === 'no' : student.lowFi === 'yes_only') return null;
  return (
    WEIGHTS.MATCH +
    byRank(WEIGHTS.SLOT, slotRank) +
    byRank(WEIGHTS.DATA_SET, dataSetRank) +
    byRank(WEIGHTS.LANGUAGE, languageRank) +
    (pod.lowFi && student.lowFi === 'no_but_prefer_it' ? WEIGHTS.LOW_FI_PREFERENCE : 0)
  );
}
