import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { useResendVerificationEmail } from '../api/resend-verification-email';

export const ExpiredVerification = ({ expiredToken }: { expiredToken: string }) => {
  const resendMutation = useResendVerificationEmail();
  const notify = useNotifications();

  const resend = () =>
    resendMutation.mutate(expiredToken, {
      onSuccess: () => notify({ message: MESSAGES.emailHasBeenSent, severity: 'success' }),
      onError: () => notify({ message: MESSAGES.anErrorAppeared, severity: 'error' }),
    });

  return (
    <>
      <Typography sx={{ mb: 3 }}>{MESSAGES.verificationTokenExpired}</Typography>
      <Button variant="contained" onClick={resend} disabled={resendMutation.isPending || resendMutation.isSuccess}>
        Resend
      </Button>
    </>
  );
};
