import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseEligibility, CourseView, Page } from '@portal/contracts';
import { api } from '@/lib/api-client';

const COURSES_PAGE_SIZE = 100;

/** The active courses with the caller's eligibility per role, as the course list asks for them. */
export const getCourseEligibility = (signal?: AbortSignal) =>
  api.get<Page<CourseView & CourseEligibility>>(`/courses/?page=1&page_size=${COURSES_PAGE_SIZE}`, { signal });

export const courseEligibilityQueryOptions = queryOptions({
  // The course list's key: the same request, read from one cache.
  queryKey: ['courses', { page: 1, pageSize: COURSES_PAGE_SIZE }],
  queryFn: ({ signal }) => getCourseEligibility(signal),
});

export const useCourseEligibility = () => useQuery(courseEligibilityQueryOptions);
