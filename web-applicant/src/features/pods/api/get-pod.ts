import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PodView } from '@portal/contracts';
import { api } from '@/lib/api-client';

export const podQueryKey = (id: string) => ['pods', id];

/** One pod the caller is on (spec 2 §3 "Pod"); what it holds depends on the caller's role in it. */
export const getPod = (id: string, signal?: AbortSignal) =>
  api.get<PodView>(`/pods/${encodeURIComponent(id)}/`, { signal });

export const getPodQueryOptions = (id: string) =>
  queryOptions({
    queryKey: podQueryKey(id),
    queryFn: ({ signal }) => getPod(id, signal),
    // Attendance and marks change as the TA works: always read them fresh on arrival.
    staleTime: 0,
  });

export const usePod = (id: string) => useQuery(getPodQueryOptions(id));
