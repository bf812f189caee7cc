import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { MatchingObjective as Objective } from './matchingMethods';

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const number = (value: number) => value.toFixed(3);

/** The objective with its proven bound and the gap between them, and the measures it is made of. */
export const MatchingObjective = ({ objective }: { objective: Objective }) => {
  const rows: [string, string][] = [
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
  ];
  return (
    <Box component="section" aria-labelledby="matching-objective" sx={{ mb: 3, maxWidth: 480 }}>
      <Typography id="matching-objective" component="h2" variant="h6" gutterBottom>
        Objective
      </Typography>
      <Table size="small" aria-labelledby="matching-objective">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
