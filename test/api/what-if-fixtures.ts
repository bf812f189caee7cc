import type { JobsSummary } from '@portal/contracts';
import type { RunningPortal } from '../support/running-portal';
import type { ApiClient } from './identity-client';

/** Waits for the seed's closing log line: the made-up applicants are created after the portal starts. */
export async function demoApplicantsCreated(portal: RunningPortal, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!portal.output().includes('demo applicants created')) {
    if (Date.now() > deadline)
      throw new Error(`the demo applicants were not created:\n${portal.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until no job is due or running: the emails to the made-up applicants are still going out
 * after they are created (more so on a busy machine), and each one sent is an event in the log.
 * Jobs timed for later (offer expiries) do not count: nothing runs them during a test.
 */
export async function jobsSettled(api: ApiClient, token: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api.get<JobsSummary>('/admin/jobs/summary/', token);
    const busy = body.queues.reduce((sum, queue) => sum + queue.queued + queue.active, 0);
    if (busy === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still due or running: ${JSON.stringify(body.queues)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
