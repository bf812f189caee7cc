import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { confirmCheckout } from '@/features/enrollment/api/confirm-checkout';
import { getCourseApplicationQueryOptions } from '@/features/enrollment/api/get-course-application';
import { DashboardCard } from './dashboard-card';

const POLL_MS = 2000;
/** Reads for this long with no payment recorded: far longer than a confirmation takes (issue 57). */
const STUCK_AFTER_MS = 30_000;

/**
 * Back from the checkout: the session the provider names in the return address is confirmed with the
 * provider (which records a paid one, webhook or not), and the application is read again every 2
 * seconds; the dashboard moves on by itself once it is paid. A confirmation that does not come (the
 * payment abandoned on the provider's page, or a return address not the session's) would leave the
 * payer waiting for ever: after about half a minute they are told so and led back to their dashboard,
 * which shows where the offer stands. The reads go on meanwhile.
 */
export const PaymentConfirming = ({ id, sessionId }: { id: string; sessionId: string | null }) => {
  useQuery({
    queryKey: ['checkout-confirmation', sessionId],
    // Safe to repeat: the server records a session's payment once however often it is asked.
    queryFn: () => confirmCheckout(sessionId ?? ''),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data?.paid ? false : POLL_MS),
  });
  const [since] = useState(() => Date.now());
  const application = useQuery({ ...getCourseApplicationQueryOptions('student', id), refetchInterval: POLL_MS });
  // Each read's time, not a timer of its own: the card changes only when a read has come back unpaid.
  const lastRead = Math.max(application.dataUpdatedAt, application.errorUpdatedAt);
  const stuck = lastRead - since >= STUCK_AFTER_MS;
  return (
    <DashboardCard title="Confirming your payment">
      <Typography role="status">Thank you! Your payment is being confirmed; this takes a few seconds.</Typography>
      {stuck ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <Typography sx={{ mb: 1 }}>
            Your payment has not been confirmed yet. If you paid, it will show on your course dashboard as soon as the
            payment provider tells us, and you will not be charged twice; if you did not finish paying, you can pay from
            there.
          </Typography>
          <Button component={RouterLink} to={paths.courseDashboard.getHref(id, 'student')} variant="outlined">
            Back to your course dashboard
          </Button>
        </Alert>
      ) : (
        <Spinner label="Confirming your payment" />
      )}
    </DashboardCard>
  );
};
