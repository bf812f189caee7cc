import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SystemHealth } from './systemHealth';

// Spelled out, not only coloured, so the state reads the same without colour vision.
const StateText = ({ ok }: { ok: boolean }) => (
  <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: ok ? 'success.dark' : 'error.dark' }}>
    {ok ? 'OK' : 'Failing'}
  </Typography>
);

// The admin layout widens the whole page to its content instead of letting a box scroll, so
// the tables must fit a 360 px phone: tighter cells on small screens, and positions (long
// strings without spaces) may break anywhere.
const tableStyle = {
  mb: 3,
  '& caption': { captionSide: 'top', px: 0, typography: 'subtitle2', color: 'text.primary' },
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
} as const;

const StatusTable = ({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) => (
  <Table size="small" sx={tableStyle}>
    <caption>{caption}</caption>
    <TableHead>
      <TableRow>{head}</TableRow>
    </TableHead>
    <TableBody>{children}</TableBody>
  </Table>
);

export const SystemStatusTables = ({ health }: { health: SystemHealth }) => (
  <>
    <StatusTable
      caption="Services"
      head={['Service', 'Backend', 'State', 'Jobs'].map((label) => (
        <TableCell key={label} scope="col">
          {label}
        </TableCell>
      ))}
    >
      <TableRow>
        <TableCell component="th" scope="row">
          Database
        </TableCell>
        <TableCell>{health.database.kind}</TableCell>
        <TableCell>
          <StateText ok={health.database.ok} />
        </TableCell>
        <TableCell>—</TableCell>
      </TableRow>
      <TableRow>
        <TableCell component="th" scope="row">
          Job queue
        </TableCell>
        <TableCell>{health.queue.kind}</TableCell>
        <TableCell>
          <StateText ok={health.queue.ok} />
        </TableCell>
        <TableCell>
          {health.queue.pending} pending, {health.queue.failed} failed
        </TableCell>
      </TableRow>
    </StatusTable>
    <StatusTable
      caption="Projections"
      head={
        <>
          <TableCell scope="col">Projection</TableCell>
          <TableCell scope="col">Mode</TableCell>
          <TableCell scope="col">Position</TableCell>
          <TableCell scope="col" align="right">
            Lag (events)
          </TableCell>
        </>
      }
    >
      {health.projections.length === 0 && (
        <TableRow>
          <TableCell colSpan={4}>No projections are registered.</TableCell>
        </TableRow>
      )}
      {health.projections.map((projection) => (
        <TableRow key={projection.name}>
          <TableCell component="th" scope="row">
            {projection.name}
          </TableCell>
          <TableCell>{projection.mode}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{projection.position ?? '—'}</TableCell>
          <TableCell align="right">{projection.lag}</TableCell>
        </TableRow>
      ))}
    </StatusTable>
  </>
);
