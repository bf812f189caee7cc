import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionsResponse } from '@portal/contracts';
import { api } from '@/lib/api-client';

export const getInstitutions = (search: string, signal?: AbortSignal) =>
  api.get<InstitutionsResponse>(`/initial-data/institutions/?search=${encodeURIComponent(search)}`, { signal });

export const getInstitutionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['institutions', search],
    queryFn: ({ signal }) => getInstitutions(search, signal),
    staleTime: Infinity,
  });

export const useInstitutions = (search: string) => useQuery(getInstitutionsQueryOptions(search));
