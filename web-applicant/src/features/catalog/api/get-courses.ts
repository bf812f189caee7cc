import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CourseEligibility, CourseView, Page } from '@portal/contracts';

/** A course as the list returns it: with the caller's eligibility per role (null for a visitor). */
export type CatalogCourse = CourseView & CourseEligibility;

type CoursesPage = { page?: number; pageSize?: number };

/** The application pages ask for the spec's 100 at once (spec 1 §9): one page holds every course. */
export const ALL_COURSES: CoursesPage = { pageSize: 100 };

export const getCourses = ({ page, pageSize }: Required<CoursesPage>, signal?: AbortSignal) =>
  api.get<Page<CatalogCourse>>(`/courses/?page=${page}&page_size=${pageSize}`, { signal });

export const getCoursesQueryOptions = ({ page = 1, pageSize = 10 }: CoursesPage = {}) =>
  queryOptions({
    queryKey: ['courses', { page, pageSize }],
    queryFn: ({ signal }) => getCourses({ page, pageSize }, signal),
  });

export const useCourses = (coursesPage: CoursesPage = {}) => useQuery(getCoursesQueryOptions(coursesPage));

/** One course of the list (the API has no single-course read for applicants); undefined if not listed. */
export const useCourse = (courseId: string) =>
  useQuery({
    ...getCoursesQueryOptions(ALL_COURSES),
    select: (page) => page.results.find((course) => course.id === courseId) ?? null,
  });
