import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@portal/contracts';
import { api } from '../api-client';
import { authToken } from '../auth-token';

/** The signed-in user, or null for a visitor. A token the API refuses is dropped with its session. */
export const getUser = async (signal?: AbortSignal): Promise<UserView | null> => {
  if (!authToken.get()) return null;
  try {
    return await api.get<UserView>('/users/me/', { signal });
  } catch {
    authToken.clear();
    return null;
  }
};

export const userQueryOptions = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => getUser(signal),
  staleTime: Infinity,
  retry: false,
});

export const useUser = () => useQuery(userQueryOptions);
