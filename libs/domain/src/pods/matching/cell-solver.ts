import { type CellModel, studentsPerCell } from './cells';
import { WEIGHTS } from './objective-weights';
import { SparseModel, solveMaximum } from './sparse-model';
import type { PodSize } from './types';

/**
 * The type-level relaxation. x[t,c] students of type t in cell c; y[τ,c] regular TAs of type τ running a
 * pod in c; k[c] = Σ y pods in c. A cell's students X[c] = u[c] + v[c] with min·k ≤ u ≤ target·k and
 * v ≤ (max − target)·k, so λu − λv − λ·target·k equals −λ|X − target·k| at the optimum: the size penalty
 * of k evenly split pods, and never more than Σ|size − target| of any split (triangle inequality). Every
 * proposal is a feasible point of it worth at least its value, so the LP optimum bounds them all.
 */
function relaxation(model: CellModel, size: PodSize) {
  const lp = new SparseModel();
  const lambda = WEIGHTS.SIZE_DEVIATION;
  // A pod holds at least `min` students of its cell, so no proposal opens more pods in a cell than
  // reach / min: without this, fractional pods in cells too small for one made a bound no proposal can
  // reach (5 students and pods of 12 read as a 100 % gap, issue 57).
  const reach = studentsPerCell(model);
  const supplyRows = model.studentTypes.map((type) => lp.addRow(-Infinity, type.students.length));
  const flowRows = model.cells.map(() => lp.addRow(0, 0));
  const taRows = model.taTypes.map((type) => lp.addRow(-Infinity, type.tas.length));
  const podRows = model.cells.map(() => lp.addRow(0, 0));
  model.studentTypes.forEach((type, t) =>
    type.cells.forEach((cell, i) =>
      lp.addColumn(type.scores[i], 0, Infinity, [
        [supplyRows[t], 1],
        [flowRows[cell], 1],
      ]),
    ),
  );
  model.taTypes.forEach((type, τ) =>
    type.cells.forEach((cell) =>
      lp.addColumn(0, 0, Infinity, [
        [taRows[τ], 1],
        [podRows[cell], 1],
      ]),
    ),
  );
  const studentColumns = model.cells.map((cell) => {
    const low = lp.addRow(0, Infinity);
    const high = lp.addRow(-Infinity, 0);
    const over = lp.addRow(-Infinity, 0);
    const u = lp.addColumn(lambda, 0, Infinity, [
      [flowRows[cell.index], -1],
      [low, 1],
      [high, 1],
    ]);
    const v = lp.addColumn(-lambda, 0, Infinity, [
      [flowRows[cell.index], -1],
      [over, 1],
    ]);
    const k: [number, number][] = [
      [podRows[cell.index], -1],
      [low, -size.min],
      [high, -size.target],
      [over, -(size.max - size.target)],
    ];
    return [u, v, lp.addColumn(-lambda * size.target, 0, Math.floor(reach[cell.index] / size.min), k)];
  });
  return { lp, studentColumns };
}

export interface CellPlan {
  /** Pods each cell should open: about one per `target` of the students the relaxation put there. */
  wantedPods: number[];
  /** Pods worth trying beyond those: the relaxation's fractional pods rounded up. */
  hopedPods: number[];
  bound: number;
}

/** Solves the relaxation: its optimum is the proven bound, and its cells say how many pods to open. */
export async function planCells(model: CellModel, size: PodSize): Promise<CellPlan> {
  const none = model.cells.map(() => 0);
  if (model.cells.length === 0 || model.studentTypes.length === 0)
    return { wantedPods: none, hopedPods: none, bound: 0 };
  const { lp, studentColumns } = relaxation(model, size);
  const result = await solveMaximum(lp, { solver: 'simplex' });
  const wantedPods = studentColumns.map(([u, v]) => {
    const students = Math.round((result.values[u] ?? 0) + (result.values[v] ?? 0));
    const fewest = Math.ceil(students / size.max);
    const most = Math.floor(students / size.min);
    return fewest > most ? most : Math.min(most, Math.max(fewest, Math.round(students / size.target)));
  });
  // Should HiGHS ever stop short of optimal, every student at their best score is still a bound.
  const trivialBound = model.studentTypes.reduce(
    (sum, type) => sum + type.students.length * Math.max(0, ...type.scores),
    0,
  );
  const hopedPods = studentColumns.map(([, , k], c) =>
    Math.max(wantedPods[c], Math.ceil((result.values[k] ?? 0) - 1e-6)),
  );
  return { wantedPods, hopedPods, bound: result.optimal ? result.objective : trivialBound };
}

/** Filling a pod to its minimum outweighs any placement preference, so pods are only closed when no student can fill them. */
const FILL_BONUS = 10 * WEIGHTS.MATCH;

/**
 * With the pods per cell fixed, places the students: a transportation problem (type → cell → sink over
 * three parallel arcs: the first min·k students with FILL_BONUS, up to target·k, up to max·k), whose
 * simplex vertices are integral. Returns placed[t][i]: students of type t in its i-th cell.
 */
export async function placeStudents(model: CellModel, size: PodSize, pods: number[]): Promise<number[][]> {
  const lp = new SparseModel();
  const lambda = WEIGHTS.SIZE_DEVIATION;
  const supplyRows = model.studentTypes.map((type) => lp.addRow(-Infinity, type.students.length));
  const flowRows = model.cells.map(() => lp.addRow(0, 0));
  const columns = model.studentTypes.map((type, t) =>
    type.cells.map((cell, i) =>
      lp.addColumn(type.scores[i], 0, Infinity, [
        [supplyRows[t], 1],
        [flowRows[cell], 1],
      ]),
    ),
  );
  model.cells.forEach((cell) => {
    const k = pods[cell.index];
    const row: [number, number][] = [[flowRows[cell.index], -1]];
    lp.addColumn(lambda + FILL_BONUS, 0, size.min * k, row);
    lp.addColumn(lambda, 0, (size.target - size.min) * k, row);
    lp.addColumn(-lambda, 0, (size.max - size.target) * k, row);
  });
  if (model.studentTypes.length === 0) return [];
  const result = await solveMaximum(lp, { solver: 'simplex', presolve: 'off' });
  return columns.map((typeColumns) => typeColumns.map((column) => Math.round(result.values[column] ?? 0)));
}
