import { studentScore, WEIGHTS } from './objective-weights';
import { projectTasWanted } from './ta-roles';
import type { MatchingObjective, MatchingStudent, PodSize, ProposedMegapod, ProposedPod } from './types';

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 1);

/**
 * sizeBalance = 1 − (mean |pod size − mean pod size|) / ((max − min) / 2), clamped to [0, 1]: 1 when all
 * pods have the same size, 0 when they sit at the two ends of the allowed range.
 */
function sizeBalance(pods: ProposedPod[], size: PodSize): number {
  if (pods.length === 0 || size.max === size.min) return 1;
  const mean = pods.reduce((sum, pod) => sum + pod.studentIds.length, 0) / pods.length;
  const spread = pods.reduce((sum, pod) => sum + Math.abs(pod.studentIds.length - mean), 0) / pods.length;
  return Math.max(0, 1 - spread / ((size.max - size.min) / 2));
}

/** The fewest students out of place when a pod of `size` mirrors the shares as closely as whole numbers allow. */
function unavoidableMisfit(shares: number[], size: number): number {
  const ideal = shares.map((s) => s * size);
  const counts = ideal.map(Math.floor);
  const byRemainder = ideal.map((value, l) => [value - counts[l], l]).sort((a, b) => b[0] - a[0]);
  for (let i = 0; i < size - counts.reduce((a, b) => a + b, 0); i++) counts[byRemainder[i][1]]++;
  return counts.reduce((sum, count, l) => sum + Math.abs(count - ideal[l]), 0) / 2;
}

/**
 * seniorityMix = 1 − (students out of place beyond the unavoidable) / matched students. A pod's students
 * out of place are half the L1 distance between its seniority counts and its size times the matched
 * cohort's shares (null counts as 'undefined'); the unavoidable part is that distance for the best
 * whole-number counts. 1 = every pod mirrors the cohort as evenly as whole students allow.
 */
function seniorityMix(pods: ProposedPod[], students: Map<string, MatchingStudent>): number {
  const levelOf = (id: string) => students.get(id)?.seniority ?? 'undefined';
  const levels = ['junior', 'intermediate', 'senior', 'undefined'];
  const matched = pods.flatMap((pod) => pod.studentIds);
  if (matched.length === 0) return 1;
  const shares = levels.map((level) => matched.filter((id) => levelOf(id) === level).length / matched.length);
  let excess = 0;
  for (const pod of pods) {
    const size = pod.studentIds.length;
    const misfit =
      levels.reduce(
        (sum, level, l) =>
          sum + Math.abs(pod.studentIds.filter((id) => levelOf(id) === level).length - shares[l] * size),
        0,
      ) / 2;
    excess += Math.max(0, misfit - unavoidableMisfit(shares, size));
  }
  return Math.max(0, 1 - excess / matched.length);
}

/** The proposal's value (objective-weights.ts) and the figures staff read beside it. */
export function measureProposal(
  pods: ProposedPod[],
  megapods: ProposedMegapod[],
  students: MatchingStudent[],
  size: PodSize,
  bound: number,
): MatchingObjective {
  const byId = new Map(students.map((student) => [student.id, student]));
  let value = 0;
  let firstSlot = 0;
  let firstDataSet = 0;
  for (const pod of pods) {
    value -= WEIGHTS.SIZE_DEVIATION * Math.abs(pod.studentIds.length - size.target);
    for (const id of pod.studentIds) {
      const student = byId.get(id);
      if (!student) continue;
      value += studentScore(student, pod) ?? 0;
      if (student.slots[0] === pod.timeSlot) firstSlot++;
      if (student.dataSets[0] === pod.dataSet) firstDataSet++;
    }
  }
  const matched = pods.reduce((sum, pod) => sum + pod.studentIds.length, 0);
  return {
    value,
    bound,
    gap: Math.max(0, (bound - value) / Math.max(Math.abs(bound), 1e-9)),
    firstChoiceSlotRate: share(firstSlot, matched),
    firstChoiceDataSetRate: share(firstDataSet, matched),
    sizeBalance: sizeBalance(pods, size),
    seniorityMix: seniorityMix(pods, byId),
    matchedStudents: matched,
    unmatchedStudents: students.length - matched,
    projectTaShortfall: megapods.reduce((sum, m) => sum + Math.max(0, projectTasWanted(m) - m.projectTaIds.length), 0),
    megapodsWithoutLead: megapods.filter((megapod) => megapod.leadTaId === null).length,
  };
}
