import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { confirmCheckout } from '@/features/enrollment/api/confirm-checkout';
import { getCourseApplicationQueryOptions } from '@/features/enrollment/api/get-course-application';
import { DashboardCard } from './dashboard-card';

const POLL_MS = 2000;

/**
 * Back from the checkout: the session the provider names in the return address is confirmed with the
 * provider (which records a paid one, webhook or not), and the application is read again every 2
 * seconds; the dashboard moves on by itself once it is paid.
 */
export const PaymentConfirming = ({ id, sessionId }: { id: string; sessionId: string | null }) => {
  useQuery({
    queryKey: ['checkout-confirmation', sessionId],
    // Safe to repeat: the server records a session's payment once however often it is asked.
    queryFn: () => confirmCheckout(sessionId ?? ''),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data?.paid ? false : POLL_MS),
  });
  useQuery({ ...getCourseApplicationQueryOptions('student', id), refetchInterval: POLL_MS });
  return (
    <DashboardCard title="Confirming your payment">
      <Typography role="status">Thank you! Your payment is being confirmed; this takes a few seconds.</Typography>
      <Spinner label="Confirming your payment" />
    </DashboardCard>
  );
};
