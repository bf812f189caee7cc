import type { CellModel } from './cells';
import { canServeProjects } from './ta-roles';
import type { MatchingTa, ProposedMegapod, Unmatched } from './types';

/** Why each student without a pod has none. */
export function explainStudents(model: CellModel, left: Set<string>): Unmatched[] {
  const unmatched: Unmatched[] = [];
  for (const type of model.studentTypes)
    for (const student of type.students) {
      if (!left.has(student.id)) continue;
      unmatched.push(
        type.cells.length === 0
          ? {
              id: student.id,
              kind: 'student',
              reason: 'no_compatible_pod',
              detail: 'No TA can run a pod in any of their slots, languages and data sets (with their low-fi choice).',
            }
          : {
              id: student.id,
              kind: 'student',
              reason: 'no_room',
              detail: `${type.cells.length} kind(s) of pod would fit them, but the TAs for them are taken or too few students share them.`,
            },
      );
    }
  return unmatched;
}

/** Why each TA without a role has none. */
export function explainTas(tas: MatchingTa[], used: Set<string>, megapods: ProposedMegapod[]): Unmatched[] {
  const unmatched: Unmatched[] = [];
  for (const ta of tas) {
    if (used.has(ta.id)) continue;
    const fitsAMegapod = megapods.some(
      (megapod) => ta.slots.includes(megapod.timeSlot) && ta.dataSets.includes(megapod.dataSet),
    );
    if (ta.role === 'project_TA' && !ta.lead && !(canServeProjects(ta) && fitsAMegapod)) {
      unmatched.push({
        id: ta.id,
        kind: 'ta',
        reason: 'no_fitting_megapod',
        detail: canServeProjects(ta)
          ? 'No megapod has both one of their slots and one of their data sets.'
          : 'Project TAs must be available for at least 2 project slots.',
      });
    } else {
      unmatched.push({
        id: ta.id,
        kind: 'ta',
        reason: 'not_needed',
        detail: ta.lead
          ? 'Every megapod they could lead has a lead TA.'
          : 'Every pod and megapod they could serve is staffed.',
      });
    }
  }
  return unmatched;
}
