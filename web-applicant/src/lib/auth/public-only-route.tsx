import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useSearchParams, type Location } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getRedirectRoute } from './get-redirect-route';
import { useUser } from './get-user';

const REDIRECT_BY_UID_DELAY_MS = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The route an email's short link stands for, asked for after the spec's 2-second pause. */
const useRedirectRoute = (uid: string | null, signedIn: boolean) =>
  useQuery({
    queryKey: ['redirect-route', uid],
    queryFn: async () => {
      await wait(REDIRECT_BY_UID_DELAY_MS);
      return getRedirectRoute(uid ?? '');
    },
    enabled: signedIn && uid !== null,
    retry: false,
  });

/** The page a private route sent the visitor away from, if any. */
const originOf = (state: unknown): Location | undefined =>
  state && typeof state === 'object' && 'from' in state ? (state.from as Location) : undefined;

/** Sign-in and sign-up: someone signed in goes on to where they were heading (spec §2). */
export const PublicOnlyRoute = () => {
  const userQuery = useUser();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid');
  const signedIn = Boolean(userQuery.data);
  const redirectQuery = useRedirectRoute(uid, signedIn);

  if (userQuery.isPending) return <Spinner label="Loading your account" />;
  if (!signedIn) return <Outlet />;
  if (uid !== null) {
    if (redirectQuery.isPending) return <Spinner label="Opening your link" />;
    return <Navigate to={redirectQuery.data ?? paths.home.getHref()} replace />;
  }
  return <Navigate to={originOf(location.state) ?? paths.home.getHref()} replace />;
};
