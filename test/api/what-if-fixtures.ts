import type { JobsSummary } from '@portal/contracts';
import type { PortalUnderTest } from '../support/portal-under-test';
import type { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';

/** Waits for the seed's closing log line: the made-up applicants are created after the portal starts. */
export async function demoApplicantsCreated(
  portal: PortalUnderTest & { output(): string },
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!portal.output().includes('demo applicants created')) {
    if (Date.now() > deadline)
      throw new Error(`the demo applicants were not created:\n${portal.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until no job is due or running: on a busy machine, jobs of the seed may still run after the
 * made-up applicants are created, and a job's outcome can be an event in the log.
 * Jobs timed for later (offer expiries) do not count: nothing runs them during a test.
 */
export async function jobsSettled(api: ApiClient, token: string): Promise<void> {
  await eventually(
    async () => {
      const { body } = await api.get<JobsSummary>('/admin/jobs/summary/', token);
      return body.queues.every((queue) => queue.queued + queue.active === 0);
    },
    'no job due or running',
    120_000,
  );
}

export interface WhatIfRun {
  id: string;
  status: string;
  progress: number;
  log_position: number | null;
  applications: number | null;
  differences: Array<{
    application_id: string;
    user_id: string;
    role: string;
    live: string;
    what_if: string;
    reason: string;
  }>;
}

/** Starts a what-if run and polls it until it has finished, keeping every progress figure it saw. */
export async function runWhatIf(
  api: ApiClient,
  token: string,
  body: unknown,
  timeoutMs = 60_000,
): Promise<{ run: WhatIfRun; progress: number[] }> {
  const started = await api.post<WhatIfRun>('/admin/what-if/', body, token);
  if (started.status !== 202) throw new Error(`what-if refused: ${started.status} ${started.text}`);
  const progress = [started.body.progress];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = (await api.get<WhatIfRun>(`/admin/what-if/${started.body.id}/`, token)).body;
    progress.push(run.progress);
    if (run.status !== 'running') return { run, progress };
    if (Date.now() > deadline) throw new Error(`what-if run ${run.id} still running`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
