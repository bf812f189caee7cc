import { expect } from 'vitest';
import { Client } from 'pg';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { adminToken, staffQuery as query } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import type { JobRow, JobsSummary, UserView } from '@portal/contracts';

// Needs a built process: the failed job runs through BullMQ on Redis in the separate worker process.
/** Staff operations in production (API and worker apart, Postgres, BullMQ on Redis): failed jobs with their retry. */
describe('staff operations in production', () => {
  let portal: RunningPortal;
  let api: ApiClient;
  let admin: string;
  let db: Client;

  beforeAll(async () => {
    portal = await startPortal('production');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    db = new Client({ connectionString: portal.env.DATABASE_URL });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await ifSet(db)?.end();
    await ifSet(portal)?.stop();
  });

  it('lists a failed job with its error, counts it per type, and retries it on an admin’s word', async () => {
    // Given a job no handler knows, with one attempt: the worker takes it through BullMQ and it fails.
    const jobId = `unknown-kind:${Date.now()}`;
    await db.query(`INSERT INTO outbox (job_id, type, payload, max_attempts) VALUES ($1, 'unknown-kind', '{}', 1)`, [
      jobId,
    ]);
    await db.query("SELECT pg_notify('outbox', '')");
    const failedList = () =>
      api.get<JobRow[]>(`/admin/jobs?${query({ filter: { state: 'failed', type: 'unknown-kind' } })}`, admin);
    const failed = await eventually(async () => (await failedList()).body[0], 'the job to fail', 30_000);
    expect(failed).toMatchObject({
      job_id: jobId,
      state: 'failed',
      attempts: 1,
      max_attempts: 1,
      last_error: 'no handler for job type unknown-kind',
    });

    const summary = (await api.get<JobsSummary>('/admin/jobs/summary', admin)).body;
    expect(summary.runner).toBe('bullmq');
    expect(summary.bullmq).toMatchObject({ queue: 'portal-jobs', failed: expect.any(Number) });
    expect(summary.queues).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'unknown-kind', failed: 1 })]),
    );

    const retried = await api.post(`/admin/jobs/${failed.id}/retry/`, {}, admin);
    expect(retried.body).toEqual({ id: failed.id, state: 'queued' });
    // Recorded once, as the admin's doing.
    const adminId = (await api.get<UserView>('/users/me/', admin)).body.id;
    const { rows } = await db.query(
      `SELECT metadata->>'actor' AS actor FROM events WHERE type = 'FailedJobRetried' AND data->>'jobId' = $1`,
      [jobId],
    );
    expect(rows).toEqual([{ actor: adminId }]);
    // It runs again with a fresh attempt (and, still with no handler, fails again).
    const rerun = await eventually(async () => (await failedList()).body[0], 'the rerun', 30_000);
    expect(rerun).toMatchObject({ id: failed.id, attempts: 2, max_attempts: 2 });
  }, 60_000);
});
