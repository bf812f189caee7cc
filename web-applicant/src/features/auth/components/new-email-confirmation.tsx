import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUser, userQueryOptions } from '@/lib/auth/get-user';
import { useRunOnce } from '@/lib/use-run-once';
import { useConfirmNewEmail } from '../api/confirm-new-email';

/** The spec's words for an email-change link that no longer works (second document §8). */
const tokenFailure = (error: unknown) =>
  error instanceof ApiError && error.code() === 'expired' ? MESSAGES.tokenHasExpired : MESSAGES.tokenIsInactive;

/** Spends the email-change link on arrival; a signed-in user is refreshed and sent to the profile. */
export const NewEmailConfirmation = ({ token }: { token: string }) => {
  const userQuery = useUser();
  const { mutate } = useConfirmNewEmail();
  const queryClient = useQueryClient();
  const notify = useNotifications();
  const navigate = useNavigate();
  const signedIn = Boolean(userQuery.data);

  const confirm = useCallback(() => {
    const afterChange = async () => {
      notify({ message: MESSAGES.emailHasBeenChanged, severity: 'success' });
      if (signedIn) await queryClient.refetchQueries({ queryKey: userQueryOptions.queryKey });
      await navigate(signedIn ? paths.account.getHref() : paths.home.getHref(), { replace: true });
    };
    mutate(token, {
      onSuccess: () => void afterChange(),
      onError: (error) => {
        notify({ message: tokenFailure(error), severity: 'error' });
        void navigate(signedIn ? paths.account.getHref() : paths.signIn.getHref(), { replace: true });
      },
    });
  }, [mutate, navigate, notify, queryClient, signedIn, token]);
  useRunOnce(confirm, !userQuery.isPending);

  return <Spinner label="Checking your link" />;
};
