import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MentorRoundView } from '@portal/contracts';
import { ScrollRegion } from '../../layout/ScrollRegion';

const REASONS: Record<string, string> = {
  no_fitting_mentor: 'No fitting mentor',
  mentors_full: 'Fitting mentors are full',
  no_fitting_group: 'No fitting group',
  groups_taken: 'Fitting groups taken',
  removed_by_staff: 'Removed by staff',
};

/** Groups left without a mentor and mentors left without groups, each with the reason. */
export const MentorRoundUnmatched = ({ round, nameOf }: { round: MentorRoundView; nameOf: (id: string) => string }) => {
  const groupName = new Map(round.groups.map((group) => [group.key, `${group.pod_name} · ${group.name}`]));
  const rows = [
    ...round.unmatched_groups.map((entry) => ({
      ...entry,
      key: `g-${entry.key}`,
      who: groupName.get(entry.key) ?? entry.key,
      kind: 'Group',
    })),
    ...round.unmatched_mentors.map((entry) => ({
      key: `m-${entry.id}`,
      who: nameOf(entry.id),
      kind: 'Mentor',
      ...entry,
    })),
  ];
  return (
    <Box component="section" aria-labelledby="mentor-round-unmatched" sx={{ mb: 3 }}>
      <Typography id="mentor-round-unmatched" component="h3" variant="subtitle1" gutterBottom>
        Unmatched groups and mentors
      </Typography>
      {rows.length === 0 ? (
        <Typography>Every group has a mentor and every mentor has groups.</Typography>
      ) : (
        <ScrollRegion label="Unmatched groups and mentors table">
          <Table size="small" aria-labelledby="mentor-round-unmatched">
            <TableHead>
              <TableRow>
                <TableCell>Group or mentor</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Detail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell>{row.who}</TableCell>
                  <TableCell>{row.kind}</TableCell>
                  <TableCell>{REASONS[row.reason] ?? row.reason}</TableCell>
                  <TableCell>{row.detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Box>
  );
};
