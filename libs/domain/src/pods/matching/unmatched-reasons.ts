import { type CellModel, studentsPerCell } from './cells';
import { canServeProjects } from './ta-roles';
import type { MatchingTa, PodSize, ProposedMegapod, ProposedPod, Unmatched } from './types';

/** Why each student without a pod has none. */
export function explainStudents(model: CellModel, left: Set<string>, size: PodSize): Unmatched[] {
  const reach = studentsPerCell(model);
  const unmatched: Unmatched[] = [];
  for (const type of model.studentTypes) {
    // The most students any pod they fit could gather: below the minimum, no pod of theirs can open at
    // all, which is not a lack of room (issue 57).
    const most = Math.max(0, ...type.cells.map((cell) => reach[cell]));
    for (const student of type.students) {
      if (!left.has(student.id)) continue;
      const { id } = student;
      if (type.cells.length === 0)
        unmatched.push({
          id,
          kind: 'student',
          reason: 'no_compatible_pod',
          detail: 'No TA can run a pod in any of their slots, languages and data sets (with their low-fi choice).',
        });
      else if (most < size.min)
        unmatched.push({
          id,
          kind: 'student',
          reason: 'too_few_students',
          detail: `At most ${most} student${most === 1 ? '' : 's'} (them included) could share a pod with them; a pod needs at least ${size.min}.`,
        });
      else
        unmatched.push({
          id,
          kind: 'student',
          reason: 'no_room',
          detail: `${type.cells.length} kind(s) of pod would fit them, but the TAs for them are taken or too few students share them.`,
        });
    }
  }
  return unmatched;
}

const fitsPod = (ta: MatchingTa, pod: ProposedPod) =>
  ta.slots.includes(pod.timeSlot) &&
  ta.languages.includes(pod.language) &&
  ta.dataSets.includes(pod.dataSet) &&
  (!pod.lowFi || ta.openToLowFi);

/** Why each TA without a role has none; none is said to be staffed that was not formed. */
export function explainTas(
  tas: MatchingTa[],
  used: Set<string>,
  pods: ProposedPod[],
  megapods: ProposedMegapod[],
): Unmatched[] {
  const unmatched: Unmatched[] = [];
  for (const ta of tas) {
    if (used.has(ta.id)) continue;
    const fitsAMegapod = megapods.some(
      (megapod) => ta.slots.includes(megapod.timeSlot) && ta.dataSets.includes(megapod.dataSet),
    );
    if (pods.length === 0)
      unmatched.push({
        id: ta.id,
        kind: 'ta',
        reason: 'not_needed',
        detail: 'No pod was formed, so there is no pod or megapod to staff.',
      });
    else if (ta.role === 'project_TA' && !ta.lead && !(canServeProjects(ta) && fitsAMegapod))
      unmatched.push({
        id: ta.id,
        kind: 'ta',
        reason: 'no_fitting_megapod',
        detail: canServeProjects(ta)
          ? 'No megapod has both one of their slots and one of their data sets.'
          : 'Project TAs must be available for at least 2 project slots.',
      });
    else if (ta.lead)
      unmatched.push({
        id: ta.id,
        kind: 'ta',
        reason: 'not_needed',
        // Leads lead megapods of their slots, whatever the data set (ta-roles.ts).
        detail: megapods.some((megapod) => ta.slots.includes(megapod.timeSlot))
          ? 'Every megapod they could lead has a lead TA.'
          : 'No megapod was formed in their slots.',
      });
    else
      unmatched.push({
        id: ta.id,
        kind: 'ta',
        reason: 'not_needed',
        detail:
          pods.some((pod) => fitsPod(ta, pod)) || (canServeProjects(ta) && fitsAMegapod)
            ? 'Every pod and megapod they could serve is staffed.'
            : 'No pod was formed in their slots, languages and data sets.',
      });
  }
  return unmatched;
}
