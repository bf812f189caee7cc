import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useOpsDataProvider } from '../matching/opsDataProvider';
import { staffRead } from '../staffQuery';
import { ScrollRegion } from '../layout/ScrollRegion';

/** The summary's query key: a retry invalidates it, so the counts are read again. */
export const JOB_SUMMARY_KEY = ['staff', 'job-summary'] as const;

const STATES = ['queued', 'scheduled', 'active', 'failed', 'completed'] as const;
const TITLE_ID = 'job-summary-title';

/** Jobs per type and state from the outbox (both runners), and BullMQ's own counts in production. */
export const JobSummaryCard = () => {
  const provider = useOpsDataProvider();
  const { data: summary, error: failure } = useQuery({
    queryKey: JOB_SUMMARY_KEY,
    queryFn: () => provider.getJobSummary(),
    ...staffRead,
  });
  const error = failure?.message;
  const bull = summary?.bullmq;
  return (
    <Card component="section" aria-labelledby={TITLE_ID} sx={{ mt: 2 }}>
      <CardHeader
        title="Job queues"
        subheader={summary ? `Runner: ${summary.runner === 'bullmq' ? 'BullMQ (Redis)' : 'in-process'}` : undefined}
        slotProps={{ title: { id: TITLE_ID, component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {error && <Alert severity="error">{error}</Alert>}
        {summary && (
          <ScrollRegion label="Job queues table" onDesk>
            <Table size="small" aria-labelledby={TITLE_ID}>
              <TableHead>
                <TableRow>
                  <TableCell>Job type</TableCell>
                  {STATES.map((state) => (
                    <TableCell key={state} align="right">
                      {state[0].toUpperCase() + state.slice(1)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {summary.queues.map((queue) => (
                  <TableRow key={queue.type}>
                    <TableCell component="th" scope="row">
                      {queue.type}
                    </TableCell>
                    {STATES.map((state) => (
                      <TableCell key={state} align="right">
                        {queue[state]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
        {bull && 'error' in bull && <Alert severity="warning">{bull.error}</Alert>}
        {bull && !('error' in bull) && (
          <Typography sx={{ mt: 1 }}>
            BullMQ queue {bull.queue}: {bull.waiting} waiting, {bull.active} active, {bull.delayed} delayed,{' '}
            {bull.failed} failed, {bull.completed} completed.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
