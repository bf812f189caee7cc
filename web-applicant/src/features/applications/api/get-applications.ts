import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationSummary, Page } from '@portal/contracts';
import { api } from '@/lib/api-client';

/** An applicant has at most a handful: the spec's 100 fit on one page. */
export const getApplications = (signal?: AbortSignal) =>
  api.get<Page<ApplicationSummary>>('/courses/applications/?page_size=100', { signal });

export const getApplicationsQueryOptions = () =>
  queryOptions({ queryKey: ['applications'], queryFn: ({ signal }) => getApplications(signal) });

export const useApplications = () => useQuery(getApplicationsQueryOptions());
