import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { EMAIL_VERIFIED_NOTICE } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useRunOnce } from '@/lib/use-run-once';
import { useVerifyEmail } from '../api/verify-email';
import { ExpiredVerification } from './expired-verification';

const hasExpired = (error: unknown) => error instanceof ApiError && error.code() === 'expired';

/** Spends the verification link on arrival: on to sign-in saying it worked, or the resend view for an expired link. */
export const EmailVerification = ({ token }: { token: string }) => {
  const verifyEmailMutation = useVerifyEmail();
  const navigate = useNavigate();
  const notify = useNotifications();
  const { mutate } = verifyEmailMutation;

  const verify = useCallback(
    () =>
      mutate(token, {
        onSuccess: () => {
          notify({ message: EMAIL_VERIFIED_NOTICE, severity: 'success' });
          void navigate(paths.signIn.getHref(), { replace: true });
        },
        onError: (error) => {
          if (!hasExpired(error)) void navigate(paths.home.getHref(), { replace: true });
        },
      }),
    [mutate, navigate, notify, token],
  );
  useRunOnce(verify);

  if (verifyEmailMutation.isError && hasExpired(verifyEmailMutation.error)) {
    return <ExpiredVerification expiredToken={token} />;
  }
  return <Spinner label="Checking your link" />;
};
