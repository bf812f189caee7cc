import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StateChange } from './stateChanges';

/** Field by field, what the record held at the chosen moment and what it holds now. */
export const ChangesSince = ({ changes, captionId }: { changes: StateChange[]; captionId: string }) => {
  if (changes.length === 0) return <Typography variant="body2">Nothing has changed since.</Typography>;
  return (
    <Table size="small" aria-labelledby={captionId}>
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Then</TableCell>
          <TableCell>Now</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              {change.field}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.then}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.now}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
