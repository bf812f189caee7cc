import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MentorRoundView } from '@portal/contracts';
import { ScrollRegion } from '../../layout/ScrollRegion';

/** Every proposed project group: its pod, data set, students and mentor. */
export const MentorGroupsTable = ({ round, nameOf }: { round: MentorRoundView; nameOf: (id: string) => string }) => (
  <Box component="section" aria-labelledby="mentor-round-groups" sx={{ mb: 3 }}>
    <Typography id="mentor-round-groups" component="h3" variant="subtitle1" gutterBottom>
      Project groups
    </Typography>
    <ScrollRegion label="Project groups table">
      <Table size="small" aria-labelledby="mentor-round-groups">
        <TableHead>
          <TableRow>
            <TableCell>Pod</TableCell>
            <TableCell>Group</TableCell>
            <TableCell>Slot</TableCell>
            <TableCell>Students</TableCell>
            <TableCell>Mentor</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {round.groups.map((group) => (
            <TableRow key={group.key}>
              <TableCell>{group.pod_name}</TableCell>
              <TableCell>{group.name}</TableCell>
              <TableCell>{group.time_slot}</TableCell>
              <TableCell>{group.student_ids.map(nameOf).join(', ')}</TableCell>
              <TableCell>{group.mentor_id ? nameOf(group.mentor_id) : 'None'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  </Box>
);
