import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InitialData } from '@portal/contracts';
import { api } from '@/lib/api-client';

/** The texts of the sign-in and sign-up pages. */
export const getInitialData = (signal?: AbortSignal) => api.get<InitialData>('/initial-data/', { signal });

export const initialDataQueryOptions = queryOptions({
  queryKey: ['initial-data'],
  queryFn: ({ signal }) => getInitialData(signal),
  staleTime: Infinity,
});

export const useInitialData = () => useQuery(initialDataQueryOptions);
