import type { MatchingObjective as Objective } from '@portal/contracts';
import { ObjectiveTable, objectiveInWords, percent } from './ObjectiveTable';

const number = (value: number) => value.toFixed(3);

/** The objective with its proven bound and the gap between them, said in words, and the measures it is made of. */
export const MatchingObjective = ({ objective }: { objective: Objective }) => (
  <ObjectiveTable
    id="matching-objective"
    title="Objective"
    level="h2"
    summary={objectiveInWords(objective)}
    rows={[
      ['Objective', number(objective.value)],
      ['Bound', number(objective.bound)],
      ['Gap', percent(objective.gap)],
      ['Matched students', String(objective.matchedStudents)],
      ['Unmatched students', String(objective.unmatchedStudents)],
      ['First-choice time slot', percent(objective.firstChoiceSlotRate)],
      ['First-choice data set', percent(objective.firstChoiceDataSetRate)],
      ['Pod size balance', number(objective.sizeBalance)],
      ['Seniority mix', number(objective.seniorityMix)],
      ['Project TAs missing', String(objective.projectTaShortfall)],
      ['Megapods without a lead TA', String(objective.megapodsWithoutLead)],
    ]}
  />
);
