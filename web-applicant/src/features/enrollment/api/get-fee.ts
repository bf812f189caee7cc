import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Fee } from '../course-application';

/** Every component of the student's fee as a line, and the total, as the server computes them. */
export const getFee = (id: string, signal?: AbortSignal) =>
  api.get<Fee>(`/courses/student-applications/${id}/fee/`, { signal });

export const getFeeQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['fee', id], queryFn: ({ signal }) => getFee(id, signal), staleTime: 0 });

export const useFee = (id: string) => useQuery(getFeeQueryOptions(id));
