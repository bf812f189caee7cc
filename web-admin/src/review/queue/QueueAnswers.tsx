import type { StaffApplicationRecord } from '@portal/contracts';
import { Alert, CircularProgress } from '@mui/material';
import { RecordContextProvider, useGetOne } from 'react-admin';
import { ApplicationAnswers } from '../../applications/ApplicationAnswers';

/**
 * The answers being scored, as the application's show page lists them (withheld ones absent in an
 * anonymised review), so the reviewer reads and scores in one place.
 */
export const QueueAnswers = ({ applicationId }: { applicationId: string }) => {
  const { data: record, isPending, error } = useGetOne<StaffApplicationRecord>('applications', { id: applicationId });
  if (isPending) return <CircularProgress aria-label="Loading the answers" />;
  if (error) return <Alert severity="error">The answers could not be read: {error.message}</Alert>;
  return (
    <RecordContextProvider value={record}>
      <ApplicationAnswers />
    </RecordContextProvider>
  );
};
