import { Button } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useOpsDataProvider } from '../matching/opsDataProvider';

/** Puts a failed job back in line with fresh attempts; the retry is recorded with who asked for it. */
export const RetryJobButton = ({ onRetried }: { onRetried: () => void }) => {
  const record = useRecordContext<{ id: string; state: string }>();
  const provider = useOpsDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.state !== 'failed') return null;
  const retry = async () => {
    try {
      await provider.retryJob(record.id);
      notify('Job queued again.', { type: 'success' });
      onRetried();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Button size="small" onClick={retry}>
      Retry
    </Button>
  );
};
