import { buildCellModel, type CellModel } from './cells';
import { placeStudents, planCells } from './cell-solver';
import { measureProposal } from './matching-metrics';
import { assemblePods, groupMegapods, studentsByCell } from './pod-assembly';
import { assignLeads, assignProjectTas, assignRegularTas } from './ta-roles';
import { explainStudents, explainTas } from './unmatched-reasons';
import { DEFAULT_POD_SIZE, type MatchingInput, type MatchingProposal, type PodSize } from './types';

/**
 * Proposes pods for review (never applies them). Deterministic: the same input gives the same proposal.
 * 1. Cells (slot × language × low-fi × data set) any TA could run; students and TAs grouped into types.
 * 2. The LP relaxation over cells gives the bound and how many pods each cell should open.
 * 3. A max-flow finds regular TAs for those pods (regular_TA preferences first).
 * 4. With pods fixed, an integral transportation LP places the students of each type.
 * 5. Cells split into pods dealing by seniority; pods group into megapods; max-flows pick project
 *    TAs and leads.
 */
/**
 * Places the students, closing pods no placement can fill to the minimum (their TAs go back) and placing
 * again, until every open pod can be filled. Trims `regularTas` to the pods kept.
 */
async function fillPods(model: CellModel, size: PodSize, regularTas: string[][]): Promise<number[][]> {
  for (;;) {
    const placed = await placeStudents(
      model,
      size,
      regularTas.map((tas) => tas.length),
    );
    const inCell = model.cells.map(() => 0);
    model.studentTypes.forEach((type, t) => type.cells.forEach((cell, i) => (inCell[cell] += placed[t][i])));
    let closed = false;
    for (const [cell, tas] of regularTas.entries()) {
      const fillable = Math.floor(inCell[cell] / size.min);
      if (tas.length > fillable) {
        tas.length = fillable;
        closed = true;
      }
    }
    if (!closed) return placed;
  }
}

export async function proposeMatching(input: MatchingInput): Promise<MatchingProposal> {
  const size = input.podSize ?? DEFAULT_POD_SIZE;
  const model = buildCellModel(input);
  const plan = await planCells(model, size);
  const regularTas = assignRegularTas(model.cells, [plan.wantedPods, plan.hopedPods], input.tas);
  const placed = await fillPods(model, size, regularTas);
  const names = input.dataSetNames;
  const { pods } = assemblePods(model.cells, studentsByCell(model, placed), regularTas, size, names);
  const megapods = groupMegapods(pods, names);
  const taRoles: MatchingProposal['taRoles'] = {};
  for (const pod of pods) taRoles[pod.taId] = 'regular_TA';
  assignProjectTas(megapods, input.tas, new Set(Object.keys(taRoles)));
  for (const megapod of megapods) for (const id of megapod.projectTaIds) taRoles[id] = 'project_TA';
  assignLeads(megapods, input.tas);

  const inPods = new Set(pods.flatMap((pod) => pod.studentIds));
  const left = new Set(input.students.filter((student) => !inPods.has(student.id)).map((student) => student.id));
  const usedTas = new Set([
    ...Object.keys(taRoles),
    ...megapods.flatMap((megapod) => (megapod.leadTaId ? [megapod.leadTaId] : [])),
  ]);
  return {
    pods,
    megapods,
    unmatched: [...explainStudents(model, left, size), ...explainTas(input.tas, usedTas, pods, megapods)],
    taRoles,
    objective: measureProposal(pods, megapods, input.students, size, plan.bound),
  };
}
