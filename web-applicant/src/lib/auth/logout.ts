import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '../api-client';
import { authToken } from '../auth-token';
import { userQueryOptions } from './get-user';

export const logout = () => api.get<{ detail: string }>('/users/logout/');

/** Ends the session on the server, then forgets everything this browser held for the user. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async () => {
    // Signing out locally must not depend on the server being reachable.
    await logout().catch(() => undefined);
    authToken.clear();
    queryClient.setQueryData(userQueryOptions.queryKey, null);
    // Everything else cached was loaded for this user. The user query itself stays, now empty,
    // because the header is subscribed to it.
    queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== userQueryOptions.queryKey[0] });
    await navigate(paths.home.getHref());
  };
};
