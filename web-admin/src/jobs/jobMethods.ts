import type { JobsSummary } from '@portal/contracts';
import type { StaffHttpClient } from '../matching/matchingMethods';

export interface JobMethods {
  getJobSummary(): Promise<JobsSummary>;
  retryJob(id: string): Promise<unknown>;
}

export const jobMethods = (http: StaffHttpClient): JobMethods => ({
  getJobSummary: () => http('/api/admin/jobs/summary').then(({ json }) => json as JobsSummary),
  retryJob: (id) =>
    http(`/api/admin/jobs/${encodeURIComponent(id)}/retry/`, { method: 'POST', body: '{}' }).then(({ json }) => json),
});
