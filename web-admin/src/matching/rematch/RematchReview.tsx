import { Box, List, ListItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RematchView } from '@portal/contracts';
import { ScrollRegion } from '../../layout/ScrollRegion';

const REASONS: Record<string, string> = {
  pod_closed: 'Their pod closed',
  pod_below_minimum: 'Another pod needed students to reach its minimum',
  no_longer_fits: 'They no longer fit their pod',
  ta_replacement: 'A pod needed a TA',
  late_enrolment: 'Enrolled late',
  replaced_by_staff: 'Replaced by staff',
};

type Props = { rematch: RematchView; nameOf: (id: string) => string };

/** Every move of a rematch with its reason, the move count against its lower bound, who left and who waits. */
export const RematchReview = ({ rematch, nameOf }: Props) => {
  const podName = (id: string | null) => (id === null ? 'No pod' : (rematch.pod_names[id] ?? id));
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        {rematch.move_count} {rematch.move_count === 1 ? 'person moves' : 'people move'} (at least {rematch.moves_bound}{' '}
        must); {rematch.changed_pods.length} {rematch.changed_pods.length === 1 ? 'pod changes' : 'pods change'}
        {rematch.closed_pods.length ? `, ${rematch.closed_pods.length} close` : ''}.
      </Typography>
      {rematch.moves.length === 0 ? (
        <Typography sx={{ mb: 2 }}>Nobody needs to move.</Typography>
      ) : (
        <ScrollRegion label="Moves of the rematch table">
          <Table size="small" aria-label="Moves of the rematch" sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Person</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>From</TableCell>
                <TableCell>To</TableCell>
                <TableCell>Why</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rematch.moves.map((move) => (
                <TableRow key={move.person}>
                  <TableCell>{nameOf(move.person)}</TableCell>
                  <TableCell>{move.kind === 'ta' ? 'TA' : 'Student'}</TableCell>
                  <TableCell>{podName(move.from)}</TableCell>
                  <TableCell>{podName(move.to)}</TableCell>
                  <TableCell>{REASONS[move.reason] ?? move.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {rematch.left.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Leaving their pod (dropped out)
          </Typography>
          <List dense aria-label="Leaving their pod">
            {rematch.left.map((entry) => (
              <ListItem key={entry.person} disableGutters>
                {nameOf(entry.person)} ({entry.kind === 'ta' ? 'TA' : 'student'}) leaves {podName(entry.from)}
              </ListItem>
            ))}
          </List>
        </>
      )}
      {rematch.unmatched.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Still without a pod
          </Typography>
          <List dense aria-label="Still without a pod">
            {rematch.unmatched.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                {nameOf(entry.id)}: {entry.detail}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
};
