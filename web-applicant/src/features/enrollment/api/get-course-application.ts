import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationRole } from '@portal/contracts';
import { ApiError, api } from '@/lib/api-client';
import type { CourseApplication } from '../course-application';

export const courseApplicationQueryKey = (role: ApplicationRole, id: string) => ['course-application', role, id];

/** The caller's application, or null when there is none of this role with this id (a 404). */
export const getCourseApplication = async (role: ApplicationRole, id: string, signal?: AbortSignal) => {
  try {
    return await api.get<CourseApplication>(`/courses/${role}-applications/${id}/`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const getCourseApplicationQueryOptions = (role: ApplicationRole, id: string) =>
  queryOptions({
    queryKey: courseApplicationQueryKey(role, id),
    queryFn: ({ signal }) => getCourseApplication(role, id, signal),
    // The status changes behind the page's back (staff decisions, the payment webhook).
    staleTime: 0,
  });

export const useCourseApplication = (role: ApplicationRole, id: string) =>
  useQuery(getCourseApplicationQueryOptions(role, id));
