import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountriesResponse } from '@portal/contracts';
import { api } from '@/lib/api-client';

export const getCountries = (search: string, signal?: AbortSignal) =>
  api.get<CountriesResponse>(`/initial-data/countries/?search=${encodeURIComponent(search)}`, { signal });

export const getCountriesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['countries', search],
    queryFn: ({ signal }) => getCountries(search, signal),
    // The list changes only with a deployment.
    staleTime: Infinity,
  });

export const useCountries = (search: string) => useQuery(getCountriesQueryOptions(search));
