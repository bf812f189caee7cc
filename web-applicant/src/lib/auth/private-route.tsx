import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from './get-user';

/** Pages for signed-in users: a visitor signs in first and then comes back here (spec §2). */
export const PrivateRoute = () => {
  const userQuery = useUser();
  const location = useLocation();

  if (userQuery.isPending) return <Spinner label="Loading your account" />;
  if (!userQuery.data) return <Navigate to={paths.signIn.getHref()} state={{ from: location }} replace />;
  return <Outlet />;
};
