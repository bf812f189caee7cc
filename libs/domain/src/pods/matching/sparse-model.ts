import loadHighs, { type Highs, type ModelData } from 'highs';

/** One HiGHS (WebAssembly) runtime per process: instantiating it costs more than a small solve. */
let runtime: Promise<Highs> | undefined;
export const highsRuntime = (): Promise<Highs> => (runtime ??= loadHighs());

/**
 * A linear model assembled column by column and handed to HiGHS as compressed sparse columns, which
 * skips writing and parsing LP text (tens of thousands of columns at 10,000 students).
 */
export class SparseModel {
  private readonly rowLower: number[] = [];
  private readonly rowUpper: number[] = [];
  private readonly colCost: number[] = [];
  private readonly colLower: number[] = [];
  private readonly colUpper: number[] = [];
  private readonly starts: number[] = [0];
  private readonly indices: number[] = [];
  private readonly values: number[] = [];

  addRow(lower: number, upper: number): number {
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
    return this.rowLower.length - 1;
  }

  addColumn(cost: number, lower: number, upper: number, entries: [row: number, value: number][]): number {
    this.colCost.push(cost);
    this.colLower.push(lower);
    this.colUpper.push(upper);
    for (const [row, value] of entries) {
      this.indices.push(row);
      this.values.push(value);
    }
    this.starts.push(this.indices.length);
    return this.colCost.length - 1;
  }

  toModelData(highs: Highs): ModelData {
    const numCols = this.colCost.length;
    const numRows = this.rowLower.length;
    const finite = (values: number[]) =>
      values.map((v) => (v === Infinity ? highs.infinity : v === -Infinity ? -highs.infinity : v));
    return {
      numCols,
      numRows,
      sense: highs.constants.objectiveSense.maximize,
      colCost: this.colCost,
      colLower: finite(this.colLower),
      colUpper: finite(this.colUpper),
      rowLower: finite(this.rowLower),
      rowUpper: finite(this.rowUpper),
      matrix: { format: 'csc', numRows, numCols, starts: this.starts, indices: this.indices, values: this.values },
    };
  }
}

export interface SolveResult {
  /** Empty when HiGHS found no feasible point within its limits. */
  values: number[];
  objective: number;
  /** Whether HiGHS proved the objective optimal (only then is it a bound). */
  optimal: boolean;
}

/** Solves a maximisation within the given HiGHS options (limits, tolerances). */
export async function solveMaximum(
  model: SparseModel,
  options: Record<string, number | string | boolean>,
): Promise<SolveResult> {
  const highs = await highsRuntime();
  return highs.withModel(model.toModelData(highs), (solver) => {
    solver.options.set({ output_flag: false, ...options });
    solver.run();
    // 2 = a feasible primal solution is at hand (optimal, or the best found within the limits).
    const feasible = Number(solver.info.get('primal_solution_status')) === 2;
    const values = feasible ? Array.from(solver.getSolution().colValue) : [];
    return { values, objective: solver.getObjectiveValue(), optimal: solver.getModelStatus() === 7 };
  });
}
