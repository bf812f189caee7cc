import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationRole, ApplicationView } from '@portal/contracts';
import { api } from '@/lib/api-client';
import { apiKindOf } from '../application-roles';

export const getApplication = (role: ApplicationRole, id: string, signal?: AbortSignal) =>
  api.get<ApplicationView>(`/courses/${apiKindOf(role)}/${id}/`, { signal });

export const getApplicationQueryOptions = (role: ApplicationRole, id: string) =>
  queryOptions({
    queryKey: ['applications', role, id],
    queryFn: ({ signal }) => getApplication(role, id, signal),
    // The edit form's defaults must be the answers as stored now, not as first loaded.
    staleTime: 0,
  });

export const useApplication = (role: ApplicationRole, id: string) => useQuery(getApplicationQueryOptions(role, id));
