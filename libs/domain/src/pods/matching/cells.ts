import type { TimeSlot } from '@portal/contracts';
import { studentScore } from './objective-weights';
import type { MatchingInput, MatchingStudent, MatchingTa } from './types';

/** A kind of pod: every pod of a cell is interchangeable for students and regular TAs. */
export interface Cell {
  index: number;
  timeSlot: TimeSlot;
  language: string;
  lowFi: boolean;
  dataSet: string;
}

/** Students identical for the decision (same cells at the same scores), solved as one variable with a count. */
export interface StudentType {
  students: MatchingStudent[];
  cells: number[];
  scores: number[];
}

/** Regular-TA candidates able to run exactly the same cells. */
export interface TaType {
  tas: MatchingTa[];
  cells: number[];
}

export interface CellModel {
  cells: Cell[];
  studentTypes: StudentType[];
  taTypes: TaType[];
}

const cellKey = (slot: number, language: string, lowFi: boolean, dataSet: string) =>
  `${slot}\u0000${language}\u0000${lowFi ? 1 : 0}\u0000${dataSet}`;

/** Lead TAs only lead (see ta-roles.ts); project-only TAs never run a pod. */
export const canRunPods = (ta: MatchingTa) => !ta.lead && ta.role !== 'project_TA';

/**
 * The cells some TA could run, and the students and TAs grouped into types over them. Only cells with a
 * possible TA exist, so a student type with no cell is exactly a student no pod could ever take.
 */
export function buildCellModel(input: MatchingInput): CellModel {
  const cells: Cell[] = [];
  const cellByKey = new Map<string, number>();
  const taGroups = new Map<string, TaType>();
  for (const ta of [...input.tas].sort((a, b) => a.id.localeCompare(b.id))) {
    if (!canRunPods(ta)) continue;
    const taCells = new Set<number>();
    for (const slot of ta.slots)
      for (const language of ta.languages)
        for (const dataSet of ta.dataSets)
          for (const lowFi of ta.openToLowFi ? [false, true] : [false]) {
            const key = cellKey(slot, language, lowFi, dataSet);
            let index = cellByKey.get(key);
            if (index === undefined) {
              index = cells.length;
              cellByKey.set(key, index);
              cells.push({ index, timeSlot: slot, language, lowFi, dataSet });
            }
            taCells.add(index);
          }
    const sorted = [...taCells].sort((a, b) => a - b);
    const key = sorted.join(',');
    const group = taGroups.get(key) ?? { tas: [], cells: sorted };
    group.tas.push(ta);
    taGroups.set(key, group);
  }
  const studentGroups = new Map<string, StudentType>();
  for (const student of input.students) {
    const typeCells: number[] = [];
    const scores: number[] = [];
    for (const slot of student.slots)
      for (const language of student.languages)
        for (const dataSet of student.dataSets)
          for (const lowFi of [false, true]) {
            const index = cellByKey.get(cellKey(slot, language, lowFi, dataSet));
            if (index === undefined) continue;
            const score = studentScore(student, cells[index]);
            if (score === null) continue;
            typeCells.push(index);
            scores.push(score);
          }
    const key = typeCells.map((cell, i) => `${cell}:${scores[i]}`).join(',');
    const group = studentGroups.get(key) ?? { students: [], cells: typeCells, scores };
    group.students.push(student);
    studentGroups.set(key, group);
  }
  return { cells, studentTypes: [...studentGroups.values()], taTypes: [...taGroups.values()] };
}

/**
 * How many students could sit in a pod of each cell: those who have the cell among theirs. A pod needs
 * `min` of them, so a cell opens at most reach / min pods in any proposal.
 */
export function studentsPerCell(model: CellModel): number[] {
  const reach = model.cells.map(() => 0);
  for (const type of model.studentTypes) for (const cell of type.cells) reach[cell] += type.students.length;
  return reach;
}
