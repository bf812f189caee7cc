import { type Database, claimOutsideEffect } from '@portal/event-store';
import { SmtpMailbox } from '../../../../../test/support/mailbox';
import { BACKENDS } from '../../../../../test/support/test-databases';
import { executeJob } from '../../jobs/execute-job';
import type { JobDependencies } from '../../jobs/job-handler';
import {
  type MailTestBed,
  emailsSent,
  eventOf,
  failingDatabase,
  openMailTestBed,
  outboxJobOf,
  signUp,
} from './mail-test-bed';

const withDb = (deps: JobDependencies, db: Database, effectLeaseMs?: number): JobDependencies => ({
  ...deps,
  db,
  effectLeaseMs: effectLeaseMs ?? deps.effectLeaseMs,
});

const connectionLost = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(BACKENDS)('an email job run more than once, on %s', (backend) => {
  let mailbox: SmtpMailbox;
  let bed: MailTestBed;
  beforeAll(async () => (mailbox = await SmtpMailbox.start()));
  afterAll(() => mailbox.stop());
  beforeEach(async () => {
    bed = await openMailTestBed(backend, { smtpUrl: mailbox.url });
    mailbox.delayMs = 0;
  });
  afterEach(() => bed.dispose());

  const copiesTo = async (address: string) => (await mailbox.messages()).filter((email) => email.to.includes(address));

  it('sends once when two runs of the same job race (a re-dispatch while the first still sends)', async () => {
    const { userId, events } = await signUp(bed, { firstName: 'Ada', email: 'ada.race@example.org' });
    const job = await outboxJobOf(bed, eventOf(events, 'VerificationRequested'));
    // A slow relay keeps the first run inside SMTP while the second starts.
    mailbox.delayMs = 500;
    const outcomes = await Promise.all([
      executeJob(job, bed.deps),
      executeJob({ ...job, attempts: job.attempts + 1 }, bed.deps),
    ]);
    expect(outcomes).toContain('done');
    await waitFor(async () => (await copiesTo('ada.race@example.org')).length > 0, 'the email');
    // The run that found the claim held comes back later and finds the result recorded.
    expect(await executeJob({ ...job, attempts: job.attempts + 2 }, bed.deps)).toBe('duplicate');
    expect(await copiesTo('ada.race@example.org')).toHaveLength(1);
    expect(await emailsSent(bed, userId)).toHaveLength(1);
  });

  it('waits for the lease of a run that holds the send, without spending an attempt on it', async () => {
    const { events } = await signUp(bed, { firstName: 'Ada', email: 'ada.held@example.org' });
    const job = await outboxJobOf(bed, eventOf(events, 'VerificationRequested'));
    const db = bed.testDb.db;
    // Another run (another worker) holds the send for 20 s.
    expect(await claimOutsideEffect(db, job.jobId, 20_000)).toMatchObject({ kind: 'claimed' });
    expect(await executeJob(job, bed.deps)).toBe('failed');
    const { rows } = await db.query<{ status: string; max_attempts: number; wait_s: number }>(
      'SELECT status, max_attempts, extract(epoch FROM run_at - now())::float AS wait_s FROM outbox WHERE job_id = $1',
      [job.jobId],
    );
    expect(rows[0]).toMatchObject({ status: 'pending', max_attempts: job.maxAttempts + 1 });
    expect(rows[0].wait_s).toBeGreaterThan(15);
    expect(await copiesTo('ada.held@example.org')).toHaveLength(0);
  });

  it('does not send again when the run that sent could not record it (the database restarted)', async () => {
    const { userId, events } = await signUp(bed, { firstName: 'Ada', email: 'ada.restart@example.org' });
    const job = await outboxJobOf(bed, eventOf(events, 'VerificationRequested'));
    // The send goes through; the transaction that records the result meets a dropped connection.
    let down = true;
    const restarting = failingDatabase(bed.testDb.db, (sql) => (down && sql === 'BEGIN' ? connectionLost() : null));
    expect(await executeJob(job, withDb(bed.deps, restarting))).toBe('failed');
    down = false;
    const retry = await outboxJobOf(bed, eventOf(events, 'VerificationRequested'));
    expect(await executeJob(retry, bed.deps)).toBe('done');
    const copies = await copiesTo('ada.restart@example.org');
    expect(copies).toHaveLength(1);
    const sent = await emailsSent(bed, userId);
    expect(sent).toHaveLength(1);
    expect(sent[0].data).toMatchObject({ messageId: copies[0].messageId });
  });

  it('sends again with the same Message-ID only after a run died between SMTP and its record, and says so', async () => {
    const { userId, events } = await signUp(bed, { firstName: 'Ada', email: 'ada.crash@example.org' });
    const job = await outboxJobOf(bed, eventOf(events, 'VerificationRequested'));
    // The first run's process dies once SMTP accepted: its record of the send never happens.
    const dying = failingDatabase(bed.testDb.db, (sql) =>
      sql.includes('effect_recorded_at = now()') ? new Error('the process died') : null,
    );
    expect(await executeJob(job, withDb(bed.deps, dying, 300))).toBe('failed');
    const db = bed.testDb.db;
    // Until its claim runs out, another run does nothing.
    const early = await outboxJobOf(bed, eventOf(events, 'VerificationRequested'));
    const expired = async () =>
      (
        await db.query<{ expired: boolean }>(
          'SELECT effect_lease_until < now() AS expired FROM outbox WHERE job_id = $1',
          [job.jobId],
        )
      ).rows[0].expired;
    if (!(await expired())) expect(await executeJob(early, bed.deps)).toBe('failed');
    await waitFor(expired, 'the dead run’s claim to run out');
    const retry = await outboxJobOf(bed, eventOf(events, 'VerificationRequested'));
    expect(await executeJob(retry, bed.deps)).toBe('done');

    const copies = await copiesTo('ada.crash@example.org');
    expect(copies).toHaveLength(2);
    expect(copies[1].messageId).toBe(copies[0].messageId);
    expect(await emailsSent(bed, userId)).toHaveLength(1);
    const { rows } = await db.query<{ effect_retaken: number }>('SELECT effect_retaken FROM outbox WHERE job_id = $1', [
      job.jobId,
    ]);
    expect(rows[0].effect_retaken).toBe(1);
  });
});
