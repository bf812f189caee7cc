import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CountriesResponse } from '@portal/contracts';
import { api } from '@/lib/api-client';

export const searchCountries = (search: string, signal?: AbortSignal) =>
  api.get<CountriesResponse>(`/initial-data/countries/?search=${encodeURIComponent(search)}`, { signal });

export const searchCountriesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['countries', search],
    queryFn: ({ signal }) => searchCountries(search, signal),
    staleTime: Infinity,
  });

/** Countries matching the (already debounced) search; the last list stays while the next loads. */
export const useCountrySearch = (search: string) =>
  useQuery({ ...searchCountriesQueryOptions(search), placeholderData: keepPreviousData });
