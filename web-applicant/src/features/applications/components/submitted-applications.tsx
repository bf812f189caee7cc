import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, type ApplicationSummary } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { Spinner } from '@/components/ui/spinner';
import { useApplications } from '../api/get-applications';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ApplicationRow } from './application-row';
import { WithdrawDialog } from './withdraw-dialog';

const COLUMNS = ['Course', 'Application Date', 'Role', 'Status', 'Withdraw?'];

/**
 * On a phone each application becomes a stacked card, a label before each value, so nothing (not
 * Withdraw) is off-screen (issue 19). The roles are set explicitly: a table whose rows are blocks
 * keeps its table semantics for screen readers.
 */
const STACKED_ON_PHONES = {
  '@media (max-width: 599.95px)': {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody th, & tbody td': { display: 'flex', gap: 1, border: 0, py: 0.5, px: 0 },
    '& tbody [data-label]::before': { content: 'attr(data-label)', fontWeight: 600, minWidth: '8.5rem', flexShrink: 0 },
  },
} as const;

const newestFirst = (rows: ApplicationSummary[]) =>
  [...rows].sort((a, b) => b.application_date.localeCompare(a.application_date));

/** The 'Submitted Applications' table (spec 1 §2, §4), newest first. */
export const SubmittedApplications = () => {
  const applicationsQuery = useApplications();
  const withdrawMutation = useWithdrawApplication();
  const notify = useNotifications();
  const [confirming, setConfirming] = useState<ApplicationSummary | null>(null);
  const headingId = useId();

  const withdraw = (application: ApplicationSummary) =>
    withdrawMutation.mutate(application, {
      onError: () => notify({ message: MESSAGES.youCantWithdrawNow, severity: 'error' }),
      onSettled: () => setConfirming(null),
    });

  const table = () => {
    if (applicationsQuery.isPending) return <Spinner label="Loading your applications" />;
    if (applicationsQuery.isError) return <Alert severity="error">Your applications could not be loaded.</Alert>;
    if (applicationsQuery.data.results.length === 0)
      return <Typography>You have not applied to a course yet.</Typography>;
    return (
      // Scrolls on its own on a narrow phone; focusable so the keyboard can scroll it too.
      <TableContainer tabIndex={0} role="region" aria-label="Table of submitted applications">
        <Table size="small" role="table" sx={STACKED_ON_PHONES}>
          <TableHead>
            <TableRow role="row">
              {COLUMNS.map((column) => (
                <TableCell key={column} role="columnheader">
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {newestFirst(applicationsQuery.data.results).map((application) => (
              <ApplicationRow key={application.id} application={application} onWithdraw={setConfirming} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        Submitted Applications
      </Typography>
      {table()}
      <WithdrawDialog
        application={confirming}
        pending={withdrawMutation.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={withdraw}
      />
    </Box>
  );
};
