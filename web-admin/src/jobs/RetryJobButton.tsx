import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useOpsDataProvider } from '../matching/opsDataProvider';
import { JOB_SUMMARY_KEY } from './JobSummaryCard';

/** Puts a failed job back in line with fresh attempts; the retry is recorded with who asked for it. */
export const RetryJobButton = () => {
  const record = useRecordContext<{ id: string; state: string }>();
  const provider = useOpsDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  if (!record || record.state !== 'failed') return null;
  const retry = async () => {
    try {
      await provider.retryJob(record.id);
      notify('Job queued again.', { type: 'success' });
      // The job list through react-admin's refresh, the counts above it through their own query.
      void queryClient.invalidateQueries({ queryKey: JOB_SUMMARY_KEY });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Button size="small" onClick={() => void retry()}>
      Retry
    </Button>
  );
};
