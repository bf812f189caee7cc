import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionView } from '@portal/contracts';
import { api } from '@/lib/api-client';

export const getSessions = (signal?: AbortSignal) => api.get<SessionView[]>('/users/sessions/', { signal });

export const sessionsQueryOptions = queryOptions({
  queryKey: ['sessions'],
  queryFn: ({ signal }) => getSessions(signal),
});

export const useSessions = () => useQuery(sessionsQueryOptions);
