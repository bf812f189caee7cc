import type { Cell, CellModel } from './cells';
import { type DataSetNames, dataSetName, megapodName, podName } from '../names/pod-names';
import type { MatchingStudent, PodSize, ProposedMegapod, ProposedPod } from './types';

/** Pods of one slot and data set are grouped into megapods of at most this many (sharing project TAs). */
export const MEGAPOD_MAX_PODS = 4;

const SENIORITY_ORDER = ['senior', 'intermediate', 'junior', 'undefined'];
const seniorityRank = (student: MatchingStudent) => SENIORITY_ORDER.indexOf(student.seniority ?? 'undefined');

/** The students the plan put in each cell: each type's students are handed out to its cells in turn. */
export function studentsByCell(model: CellModel, placed: number[][]): MatchingStudent[][] {
  const byCell: MatchingStudent[][] = model.cells.map(() => []);
  model.studentTypes.forEach((type, t) => {
    let next = 0;
    type.cells.forEach((cell, i) => {
      const count = Math.min(placed[t][i], type.students.length - next);
      byCell[cell].push(...type.students.slice(next, next + count));
      next += count;
    });
  });
  return byCell;
}

function mostCommonOtherDataSet(students: MatchingStudent[], dataSet: string): string | null {
  const counts = new Map<string, number>();
  for (const student of students)
    for (const other of student.dataSets) if (other !== dataSet) counts.set(other, (counts.get(other) ?? 0) + 1);
  const ranked = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return ranked.length > 0 ? ranked[0][0] : null;
}

/**
 * Splits each cell's students into its pods, one per regular TA. Sorting by seniority and dealing round
 * the pods gives every pod the cell's seniority mix and sizes that differ by at most one. Should a cell
 * hold fewer than min per pod or more than max per pod (never, when the plan is integral), it opens
 * fewer pods or leaves the extra students out, so the hard size limits hold regardless.
 */
export function assemblePods(
  cells: Cell[],
  students: MatchingStudent[][],
  tas: string[][],
  size: PodSize,
  names?: DataSetNames,
) {
  const pods: ProposedPod[] = [];
  const left: MatchingStudent[] = [];
  const order = [...cells].sort(
    (a, b) =>
      a.timeSlot - b.timeSlot ||
      a.dataSet.localeCompare(b.dataSet) ||
      a.language.localeCompare(b.language) ||
      Number(a.lowFi) - Number(b.lowFi),
  );
  const perSlotAndDataSet = new Map<string, number>();
  for (const cell of order) {
    const sorted = [...students[cell.index]].sort(
      (a, b) => seniorityRank(a) - seniorityRank(b) || a.id.localeCompare(b.id),
    );
    const count = Math.min(tas[cell.index].length, Math.floor(sorted.length / size.min));
    const kept = sorted.slice(0, size.max * count);
    left.push(...sorted.slice(kept.length));
    for (let p = 0; p < count; p++) {
      const podStudents = kept.filter((_, i) => i % count === p);
      const group = `${cell.timeSlot}|${cell.dataSet}`;
      const number = (perSlotAndDataSet.get(group) ?? 0) + 1;
      perSlotAndDataSet.set(group, number);
      pods.push({
        key: `pod-${pods.length + 1}`,
        name: podName(cell.timeSlot, dataSetName(names, cell.dataSet), number),
        timeSlot: cell.timeSlot,
        language: cell.language,
        lowFi: cell.lowFi,
        dataSet: cell.dataSet,
        secondDataSet: mostCommonOtherDataSet(podStudents, cell.dataSet),
        megapod: '',
        taId: tas[cell.index][p],
        studentIds: podStudents.map((student) => student.id),
      });
    }
  }
  return { pods, left };
}

/** Groups the pods of each slot and data set into megapods of nearly equal numbers of pods. */
export function groupMegapods(pods: ProposedPod[], names?: DataSetNames): ProposedMegapod[] {
  const groups = new Map<string, ProposedPod[]>();
  for (const pod of pods) {
    const key = `${pod.timeSlot}|${pod.dataSet}`;
    const group = groups.get(key) ?? [];
    group.push(pod);
    groups.set(key, group);
  }
  const megapods: ProposedMegapod[] = [];
  for (const group of groups.values()) {
    const count = Math.ceil(group.length / MEGAPOD_MAX_PODS);
    for (let m = 0; m < count; m++) {
      const members = group.slice(Math.floor((m * group.length) / count), Math.floor(((m + 1) * group.length) / count));
      const megapod: ProposedMegapod = {
        key: `megapod-${megapods.length + 1}`,
        name: megapodName(group[0].timeSlot, dataSetName(names, group[0].dataSet), m + 1),
        timeSlot: group[0].timeSlot,
        dataSet: group[0].dataSet,
        podKeys: members.map((pod) => pod.key),
        projectTaIds: [],
        leadTaId: null,
      };
      for (const pod of members) pod.megapod = megapod.key;
      megapods.push(megapod);
    }
  }
  return megapods;
}
