import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationSummary, Page } from '@portal/contracts';
import { api } from '@/lib/api-client';

/** An applicant has at most a handful: the spec's application load asks for 100 (spec 1 §9). */
const APPLICATIONS_PAGE_SIZE = 100;

export const getApplications = (signal?: AbortSignal) =>
  api.get<Page<ApplicationSummary>>(`/courses/applications/?page_size=${APPLICATIONS_PAGE_SIZE}`, { signal });

export const applicationsQueryOptions = queryOptions({
  // The applications list's key: the same request, read from one cache (a key of its own asked twice
  // on the Applications page, and the preferences form came in after the list, moving the page).
  queryKey: ['applications'],
  queryFn: ({ signal }) => getApplications(signal),
});

export const useApplications = () => useQuery(applicationsQueryOptions);
