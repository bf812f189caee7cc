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
import { useEffect, useState } from 'react';
import { useOpsDataProvider } from '../matching/opsDataProvider';
import type { JobSummary } from './jobMethods';

const STATES = ['queued', 'scheduled', 'active', 'failed', 'completed'] as const;
const TITLE_ID = 'job-summary-title';

/** Jobs per type and state from the outbox (both runners), and BullMQ's own counts in production. */
export const JobSummaryCard = ({ version }: { version: number }) => {
  const provider = useOpsDataProvider();
  const [summary, setSummary] = useState<JobSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    provider.getJobSummary().then(setSummary, (failure) => setError(String(failure?.message ?? failure)));
  }, [provider, version]);
  const bull = summary?.bullmq;
  return (
    <Card component="section" aria-labelledby={TITLE_ID} sx={{ mt: 2 }}>
      <CardHeader
        title="Job queues"
        subheader={summary ? `Runner: ${summary.runner === 'bullmq' ? 'BullMQ (Redis)' : 'in-process'}` : undefined}
        slotProps={{ title: { id: TITLE_ID, component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ overflowX: 'auto' }}>
        {error && <Alert severity="error">{error}</Alert>}
        {summary && (
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
