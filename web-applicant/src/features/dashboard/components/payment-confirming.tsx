import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { getCourseApplicationQueryOptions } from '@/features/enrollment/api/get-course-application';
import { DashboardCard } from './dashboard-card';

const POLL_MS = 2000;

/**
 * Back from the checkout before the provider's webhook was recorded: the application is read again
 * every 2 seconds, and the dashboard moves on by itself once it is paid.
 */
export const PaymentConfirming = ({ id }: { id: string }) => {
  useQuery({ ...getCourseApplicationQueryOptions('student', id), refetchInterval: POLL_MS });
  return (
    <DashboardCard title="Confirming your payment">
      <Typography role="status">Thank you! Your payment is being confirmed; this takes a few seconds.</Typography>
      <Spinner label="Confirming your payment" />
    </DashboardCard>
  );
};
