import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { MentorRoundObjective as Objective } from './mentorRoundMethods';

/** The mentor round's objective with its bound and gap, and the counts it is made of. */
export const MentorRoundObjective = ({ objective }: { objective: Objective }) => {
  const rows: [string, string][] = [
    ['Objective', String(objective.value)],
    ['Bound', String(objective.bound)],
    ['Gap', `${(objective.gap * 100).toFixed(1)} %`],
    ['Project groups', String(objective.groups)],
    ['Groups with a mentor', String(objective.mentoredGroups)],
    ['Groups without a mentor', String(objective.unmentoredGroups)],
    ['Groups on their mentor’s first data set', String(objective.firstDataSetGroups)],
    ['Mentors with groups', String(objective.mentorsWithGroups)],
    ['Groups past a mentor’s first', String(objective.extraGroups)],
    ['Students in no group', String(objective.ungroupedStudents)],
  ];
  return (
    <Box component="section" aria-labelledby="mentor-round-objective" sx={{ mb: 3, maxWidth: 480 }}>
      <Typography id="mentor-round-objective" component="h3" variant="subtitle1" gutterBottom>
        Mentor round objective
      </Typography>
      <Table size="small" aria-labelledby="mentor-round-objective">
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
