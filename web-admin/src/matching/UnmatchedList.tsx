import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { UNMATCHED_REASONS, UnmatchedPerson } from '@portal/contracts';
import { ScrollRegion } from '../layout/ScrollRegion';

const REASONS: Record<(typeof UNMATCHED_REASONS)[number], string> = {
  no_compatible_pod: 'No compatible pod',
  no_room: 'No room',
  too_few_students: 'Too few students for a pod',
  not_needed: 'Not needed',
  no_fitting_megapod: 'No fitting megapod',
  removed_by_staff: 'Removed by staff',
};

/** People the proposal leaves out, each with the solver's (or staff's) reason. */
export const UnmatchedList = ({
  unmatched,
  nameOf,
}: {
  unmatched: UnmatchedPerson[];
  nameOf: (id: string) => string;
}) => (
  <Box component="section" aria-labelledby="matching-unmatched" sx={{ mb: 3 }}>
    <Typography id="matching-unmatched" component="h2" variant="h6" gutterBottom>
      Unmatched
    </Typography>
    {unmatched.length === 0 ? (
      <Typography>Everyone is matched.</Typography>
    ) : (
      <ScrollRegion label="Unmatched people table">
        <Table size="small" aria-labelledby="matching-unmatched">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell>Detail</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {unmatched.map((entry) => (
              <TableRow key={`${entry.kind}-${entry.id}`}>
                <TableCell>{nameOf(entry.id)}</TableCell>
                <TableCell>{entry.kind === 'ta' ? 'TA' : 'Student'}</TableCell>
                <TableCell>{REASONS[entry.reason]}</TableCell>
                <TableCell>{entry.detail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    )}
  </Box>
);
