import { useId, type ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SystemHealth } from './systemHealth';

// Spelled out, not only coloured, so the state reads the same without colour vision.
const StateText = ({ ok }: { ok: boolean }) => (
  <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: ok ? 'success.dark' : 'error.dark' }}>
    {ok ? 'OK' : 'Failing'}
  </Typography>
);

// On a phone the tables may be wider than the screen: they scroll sideways, and the
// scrolling box takes keyboard focus so that it can be scrolled without a mouse.
const ScrollableTable = ({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) => {
  const captionId = useId();
  return (
    <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ overflowX: 'auto', mb: 3 }}>
      <Table size="small">
        <Typography id={captionId} component="caption" variant="subtitle2" sx={{ captionSide: 'top', px: 0, color: 'text.primary' }}>
          {caption}
        </Typography>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
};

export const SystemStatusTables = ({ health }: { health: SystemHealth }) => (
  <>
    <ScrollableTable
      caption="Services"
      head={['Service', 'Backend', 'State', 'Jobs'].map((label) => (
        <TableCell key={label} scope="col">{label}</TableCell>
      ))}
    >
      <TableRow>
        <TableCell component="th" scope="row">Database</TableCell>
        <TableCell>{health.database.kind}</TableCell>
        <TableCell><StateText ok={health.database.ok} /></TableCell>
        <TableCell>—</TableCell>
      </TableRow>
      <TableRow>
        <TableCell component="th" scope="row">Job queue</TableCell>
        <TableCell>{health.queue.kind}</TableCell>
        <TableCell><StateText ok={health.queue.ok} /></TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {health.queue.pending} pending, {health.queue.failed} failed
        </TableCell>
      </TableRow>
    </ScrollableTable>
    <ScrollableTable
      caption="Projections"
      head={
        <>
          <TableCell scope="col">Projection</TableCell>
          <TableCell scope="col">Position</TableCell>
          <TableCell scope="col" align="right">Lag (events)</TableCell>
        </>
      }
    >
      {health.projections.length === 0 && (
        <TableRow>
          <TableCell colSpan={3}>No projections are registered.</TableCell>
        </TableRow>
      )}
      {health.projections.map((projection) => (
        <TableRow key={projection.name}>
          <TableCell component="th" scope="row">{projection.name}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>{projection.position}</TableCell>
          <TableCell align="right">{projection.lag}</TableCell>
        </TableRow>
      ))}
    </ScrollableTable>
  </>
);
