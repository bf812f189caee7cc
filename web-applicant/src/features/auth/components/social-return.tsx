import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { failedToConnectTo } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth/get-user';
import { useStartSession } from '@/lib/auth/use-start-session';
import type { SocialProvider } from '@/lib/social-sign-in/get-social-providers';
import { takePendingRedirect } from '@/lib/social-sign-in/provider-redirect';
import { useRunOnce } from '@/lib/use-run-once';
import { useSocialSignIn, type ProviderAnswer } from '../api/social-sign-in';

/** The code in the query (GitHub, ORCID), or Google's token in the fragment, with the state sent out. */
const readProviderAnswer = (provider: SocialProvider): { answer: ProviderAnswer | null; state: string | null } => {
  if (provider === 'google') {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const accessToken = fragment.get('access_token');
    return { answer: accessToken ? { access_token: accessToken } : null, state: fragment.get('state') };
  }
  const query = new URLSearchParams(window.location.search);
  const code = query.get('code');
  return { answer: code ? { code } : null, state: query.get('state') };
};

const failureMessage = (provider: SocialProvider, error: unknown) =>
  (error instanceof ApiError ? error.firstNonFieldError()?.message : undefined) ?? failedToConnectTo(provider);

/** Where a provider sends the browser back: signs in (or connects) with what it brought. */
export const SocialReturn = ({ provider }: { provider: SocialProvider }) => {
  const userQuery = useUser();
  const { mutate } = useSocialSignIn();
  const startSession = useStartSession();
  const notify = useNotifications();
  const navigate = useNavigate();
  const signedIn = Boolean(userQuery.data);

  const finish = useCallback(() => {
    const { answer, state } = readProviderAnswer(provider);
    const startedHere = takePendingRedirect(provider, state);
    // A connect started from the profile only counts while its user is still signed in.
    const intent = startedHere === 'connect' && signedIn ? 'connect' : 'sign-in';
    const cameFrom = intent === 'connect' ? paths.account.getHref() : paths.signIn.getHref();
    const fail = (error?: unknown) => {
      notify({ message: failureMessage(provider, error), severity: 'error' });
      void navigate(cameFrom, { replace: true });
    };
    if (!answer || !startedHere) {
      fail();
      return;
    }
    const afterAnswer = async (token: string) => {
      if (intent === 'sign-in') await startSession(token);
      await navigate(intent === 'connect' ? cameFrom : paths.home.getHref(), { replace: true });
    };
    mutate({ provider, intent, answer }, { onSuccess: ({ token }) => void afterAnswer(token), onError: fail });
  }, [mutate, navigate, notify, provider, signedIn, startSession]);
  useRunOnce(finish, !userQuery.isPending);

  return <Spinner label="Signing you in" />;
};
