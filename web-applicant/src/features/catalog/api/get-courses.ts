import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CourseView, Page } from '@portal/contracts';

type CoursesPage = { page?: number; pageSize?: number };

export const getCourses = ({ page, pageSize }: Required<CoursesPage>, signal?: AbortSignal) =>
  api.get<Page<CourseView>>(`/courses/?page=${page}&page_size=${pageSize}`, { signal });

export const getCoursesQueryOptions = ({ page = 1, pageSize = 10 }: CoursesPage = {}) =>
  queryOptions({
    queryKey: ['courses', { page, pageSize }],
    queryFn: ({ signal }) => getCourses({ page, pageSize }, signal),
  });

export const useCourses = (coursesPage: CoursesPage = {}) => useQuery(getCoursesQueryOptions(coursesPage));
