import type { StaffHttpClient } from '../matching/matchingMethods';

export type JobCounts = {
  type: string;
  queued: number;
  scheduled: number;
  active: number;
  failed: number;
  completed: number;
};
export type BullCounts = {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
};

/** `GET /api/admin/jobs/summary`: the outbox per job type, and BullMQ's own counts in production. */
export type JobSummary = {
  runner: 'in-process' | 'bullmq';
  queues: JobCounts[];
  bullmq: BullCounts | { error: string } | null;
};

export interface JobMethods {
  getJobSummary(): Promise<JobSummary>;
  retryJob(id: string): Promise<unknown>;
}

export const jobMethods = (http: StaffHttpClient): JobMethods => ({
  getJobSummary: () => http('/api/admin/jobs/summary').then(({ json }) => json as JobSummary),
  retryJob: (id) =>
    http(`/api/admin/jobs/${encodeURIComponent(id)}/retry/`, { method: 'POST', body: '{}' }).then(({ json }) => json),
});
