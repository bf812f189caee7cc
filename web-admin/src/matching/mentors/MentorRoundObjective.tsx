import { ObjectiveTable, objectiveInWords, percent } from '../ObjectiveTable';
import type { MentorRoundView } from '@portal/contracts';

/** The mentor round's objective with its bound and gap, and the counts it is made of. */
export const MentorRoundObjective = ({ objective }: { objective: MentorRoundView['objective'] }) => (
  <ObjectiveTable
    id="mentor-round-objective"
    title="Mentor round objective"
    level="h3"
    summary={objectiveInWords(objective)}
    rows={[
      ['Objective', String(objective.value)],
      ['Bound', String(objective.bound)],
      ['Gap', percent(objective.gap)],
      ['Project groups', String(objective.groups)],
      ['Groups with a mentor', String(objective.mentoredGroups)],
      ['Groups without a mentor', String(objective.unmentoredGroups)],
      ['Groups on their mentor’s first data set', String(objective.firstDataSetGroups)],
      ['Mentors with groups', String(objective.mentorsWithGroups)],
      ['Groups past a mentor’s first', String(objective.extraGroups)],
      ['Students in no group', String(objective.ungroupedStudents)],
    ]}
  />
);
