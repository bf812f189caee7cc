import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { useLogout } from '@/lib/auth/logout';
import { formatDateTime } from '@/lib/format';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Where the person is signed in (device, address, last use), each with a button that ends it. Ending
 * this browser's own session is signing out here.
 */
export const SessionsTable = () => {
  const sessionsQuery = useSessions();
  const endSession = useEndSession();
  const logout = useLogout();
  const notify = useNotifications();

  const end = (id: string, device: string) =>
    endSession.mutate(id, {
      onSuccess: () => notify({ message: `Signed out of ${device}`, severity: 'success' }),
      onError: () => notify({ message: 'An error appeared', severity: 'error' }),
    });

  return (
    <section aria-labelledby="sessions-heading">
      <Typography id="sessions-heading" variant="h6" component="h3" sx={{ mt: 3 }}>
        Where you are signed in
      </Typography>
      {sessionsQuery.isPending && <Spinner label="Loading your sessions" />}
      {sessionsQuery.isError && <Alert severity="error">Your sessions could not be loaded.</Alert>}
      {sessionsQuery.isSuccess && (
        // Scrolls within itself on a narrow screen rather than widening the page.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Sessions">
            <TableHead>
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>Address</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Action
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessionsQuery.data.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>
                    {session.device}
                    {session.current && ' (this browser)'}
                  </TableCell>
                  <TableCell>{session.address ?? 'Unknown'}</TableCell>
                  <TableCell>{formatDateTime(session.last_used_at)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={endSession.isPending}
                      aria-label={session.current ? 'Sign out of this browser' : `Sign out of ${session.device}`}
                      onClick={() => (session.current ? void logout() : end(session.id, session.device))}
                    >
                      Sign out
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </section>
  );
};
