import { counted } from '@portal/contracts';
import { buildCellModel, canRunPods, studentsPerCell } from './cells';
import { DEFAULT_POD_SIZE, type MatchingInput } from './types';

const are = (count: number) => (count === 1 ? 'is' : 'are');

/**
 * Why a matching of this input formed no pod, and what staff can change, with the numbers: the students
 * enrolled against the smallest pod size, the TAs able to run a pod, the largest group of students one
 * TA's pod could gather (issue 57). Said for a proposal without pods only.
 */
export function noPodsReason(input: MatchingInput): string {
  const size = input.podSize ?? DEFAULT_POD_SIZE;
  const enrolled = input.students.length;
  if (enrolled === 0)
    return 'No pod was formed: no student is enrolled yet (paid or fee waived). Run the matching again once students have enrolled.';
  if (enrolled < size.min)
    return (
      `No pod was formed: ${counted(enrolled, 'student')} ${are(enrolled)} enrolled, fewer than the smallest pod ` +
      `size (${size.min}). Lower the minimum pod size to ${enrolled} or fewer, or wait for more enrolments.`
    );
  const podTas = input.tas.filter(canRunPods).length;
  if (podTas === 0)
    return input.tas.length === 0
      ? 'No pod was formed: every pod needs a TA, and no TA is approved for this course yet. Approve a TA, then run the matching again.'
      : `No pod was formed: every pod needs a TA who runs pods, and none of the ${counted(input.tas.length, 'approved TA')} ` +
          'does (lead TAs and project TAs do not run pods). Approve a regular TA or change a TA’s role.';
  const largest = Math.max(0, ...studentsPerCell(buildCellModel(input)));
  const change = 'or approve TAs for the time slots, languages and data sets the students chose.';
  if (largest === 0)
    return (
      `No pod was formed: ${counted(enrolled, 'student')} ${are(enrolled)} enrolled, but none of them shares a time ` +
      `slot, language and data set with a TA who runs pods. Approve TAs for the time slots, languages and data sets the students chose.`
    );
  if (largest < size.min)
    return (
      `No pod was formed: ${counted(enrolled, 'student')} ${are(enrolled)} enrolled, but at most ${largest} of them share ` +
      `a time slot, language and data set with a TA who runs pods, fewer than the smallest pod size (${size.min}). ` +
      `Lower the minimum pod size to ${largest} or fewer, ${change}`
    );
  return (
    `No pod was formed: the ${counted(enrolled, 'enrolled student')} could not be grouped into pods of ` +
    `${size.min} to ${size.max} that the TAs can run. Lower the minimum pod size, ${change}`
  );
}
