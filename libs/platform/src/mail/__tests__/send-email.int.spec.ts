import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import pino from 'pino';
import { findRedirectRoute, replayProjection, usersProjection } from '@portal/projections';
import { FileMailbox, SmtpMailbox, linkIn, tokenIn } from '../../../../../test/support/mailbox';
import { BACKENDS } from '../../../../../test/support/test-databases';
import { executeJob } from '../../jobs/execute-job';
import { InProcessRunner } from '../../runners/in-process-runner';
import { sendEmailJob } from '../send-email.job';
import {
  type MailTestBed,
  PUBLIC_URL,
  changePassword,
  emailsSent,
  eventOf,
  failingDatabase,
  openMailTestBed,
  outboxJobOf,
  requestEmailChange,
  requestReset,
  signUp,
  withoutUsersReadModel,
} from './mail-test-bed';

const runDueJobs = (bed: MailTestBed) => new InProcessRunner(bed.deps).runDueJobs();

describe.each(BACKENDS)('identity emails through an SMTP server, on %s', (backend) => {
  let mailbox: SmtpMailbox;
  let bed: MailTestBed;
  beforeAll(async () => (mailbox = await SmtpMailbox.start()));
  afterAll(() => mailbox.stop());
  beforeEach(async () => (bed = await openMailTestBed(backend, { smtpUrl: mailbox.url })));
  afterEach(() => bed.dispose());

  it('sends a new account its verification link, greeting it by an escaped first name', async () => {
    const { userId, events } = await signUp(bed, { firstName: '<script>alert(1)</script>', email: 'Ada@Example.org' });
    const requested = eventOf(events, 'VerificationRequested');
    const job = await outboxJobOf(bed, requested);
    expect(job).toMatchObject({ type: 'send-email', payload: { eventId: requested.eventId } });
    expect(await executeJob(job, bed.deps)).toBe('done');

    const email = await mailbox.next({ to: 'ada@example.org' });
    expect(email).toMatchObject({ subject: 'Confirm your email address', from: 'no-reply@localhost' });
    expect(email.messageId).toBe(`<email.${requested.eventId}@course-portal>`);
    expect(linkIn(email, '/verification').origin).toBe(PUBLIC_URL);
    const token = tokenIn(email, '/verification');
    expect(bed.tokens.read('verification', token)).toEqual({ userId, tokenId: requested.data.tokenId });
    expect(bed.tokens.read('reset', token)).toBeNull();
    expect(email.text).toContain('Hi <script>alert(1)</script>,');
    expect(email.text).toMatch(/The link works for 24 hours, until .* UTC\./);
    expect(email.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(email.html).not.toContain('<script>');

    const sent = await emailsSent(bed, userId);
    expect(sent.map((event) => event.data)).toEqual([
      expect.objectContaining({
        userId,
        template: 'verification',
        causationEventId: requested.eventId,
        messageId: email.messageId,
        redirectLinks: [],
      }),
    ]);
  });

  it('sends the email-change confirmation to the new address only', async () => {
    const { userId } = await signUp(bed, { firstName: 'Ada', email: 'ada@example.org' });
    await runDueJobs(bed);
    await mailbox.next({ to: 'ada@example.org' });
    const requested = eventOf(await requestEmailChange(bed, userId, 'ada.new@example.org'), 'EmailChangeRequested');
    await runDueJobs(bed);

    const email = await mailbox.next({ subject: 'Confirm your new email address' });
    expect(email.to).toEqual(['ada.new@example.org']);
    expect(mailbox.deliveries.at(-1)).toEqual(['ada.new@example.org']);
    expect(bed.tokens.read('new_email', tokenIn(email, '/new-email-verification'))).toEqual({
      userId,
      tokenId: requested.data.tokenId,
    });
    expect(email.html).toContain('Hi Ada,');
  });

  it('sends once and records once when the same job runs twice', async () => {
    const { userId, events } = await signUp(bed, { firstName: 'Grace', email: 'grace@example.org' });
    const requested = eventOf(events, 'VerificationRequested');
    const job = await outboxJobOf(bed, requested);
    expect(await executeJob(job, bed.deps)).toBe('done');
    expect(await executeJob(job, bed.deps)).toBe('duplicate');
    // A copy of the job that got past the outbox (a reconciler re-enqueueing) still finds the record.
    const context = { ...bed.deps.services, jobId: job.jobId, attempt: 3, db: bed.testDb.db, effectLeaseMs: 60_000 };
    expect(await sendEmailJob.run({ eventId: requested.eventId }, context)).toEqual([]);

    const received = (await mailbox.messages()).filter((email) => email.to.includes('grace@example.org'));
    expect(received).toHaveLength(1);
    expect(await emailsSent(bed, userId)).toHaveLength(1);
  });

  it('repeats the Message-ID and the links when a crash makes it send again, and the short link resolves', async () => {
    const { userId } = await signUp(bed, { firstName: 'Alan', email: 'alan@example.org' });
    await runDueJobs(bed);
    const changed = eventOf(await changePassword(bed, userId), 'PasswordChanged');
    const job = await outboxJobOf(bed, changed);
    // The first attempt reaches the SMTP server, then the worker dies before recording it (its claim,
    // of a millisecond here, has run out by the time the next attempt comes).
    const dying = failingDatabase(bed.testDb.db, (sql) =>
      sql.includes('effect_recorded_at = now()') ? new Error('the process died') : null,
    );
    await expect(
      sendEmailJob.run(job.payload as { eventId: string }, {
        ...bed.deps.services,
        jobId: job.jobId,
        attempt: 1,
        db: dying,
        effectLeaseMs: 1,
      }),
    ).rejects.toThrow('the process died');
    expect(await executeJob(job, bed.deps)).toBe('done');

    const copies = (await mailbox.messages()).filter(
      (email) => email.subject === 'Your password was changed' && email.to.includes('alan@example.org'),
    );
    expect(copies).toHaveLength(2);
    expect(copies[1].messageId).toBe(copies[0].messageId);
    expect(copies[1].messageId).toBe(`<email.${changed.eventId}@course-portal>`);
    const signIn = linkIn(copies[0], '/sign-in');
    expect(linkIn(copies[1], '/sign-in').href).toBe(signIn.href);
    expect(linkIn(copies[0], '/forgot-password').href).toBe(`${PUBLIC_URL}/forgot-password`);

    const uid = signIn.searchParams.get('uid') ?? '';
    expect(uid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await findRedirectRoute(bed.testDb.db, uid)).toBe('/account');
    const sent = await emailsSent(bed, userId);
    expect(sent.at(-1)?.data).toMatchObject({
      template: 'password-changed',
      redirectLinks: [{ uid, route: '/account' }],
    });
  });

  it('sends nothing to an account whose personal data is erased or that is gone, and the job succeeds', async () => {
    const erased = await signUp(bed, { firstName: 'Erased', email: 'erased@example.org' });
    await bed.testDb.db.transaction((tx) => bed.store.vault.erase(tx, erased.userId));
    await replayProjection(bed.store, usersProjection); // read models rebuilt from the log show masked values
    // After the rebuild, which would bring its row back.
    const gone = await signUp(withoutUsersReadModel(bed), { firstName: 'Gone', email: 'gone@example.org' });
    await runDueJobs(bed);

    const { rows } = await bed.testDb.db.query<{ status: string }>(
      "SELECT status FROM outbox WHERE type = 'send-email'",
    );
    expect(rows.map((row) => row.status)).toEqual(['done', 'done']);
    const recipients = (await mailbox.messages()).flatMap((email) => email.to);
    expect(recipients).not.toContain('erased@example.org');
    expect(recipients).not.toContain('gone@example.org');
    expect(await emailsSent(bed, erased.userId)).toEqual([]);
    expect(await emailsSent(bed, gone.userId)).toEqual([]);
  });
});

describe.each(BACKENDS)('identity emails into the file outbox, on %s', (backend) => {
  let bed: MailTestBed;
  afterEach(() => bed.dispose());

  it('writes the reset email as an .eml file under DATA_DIR/outbox and logs where it is', async () => {
    const logged: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    );
    bed = await openMailTestBed(backend, { logger });
    const { userId } = await signUp(bed, { firstName: 'Ada & <b>Co</b>', email: 'ada@example.org' });
    const requested = eventOf(await requestReset(bed, userId), 'PasswordResetRequested');
    await runDueJobs(bed);

    const mailbox = new FileMailbox(bed.dataDir);
    expect((await mailbox.messages()).map((email) => email.subject)).toEqual([
      'Confirm your email address',
      'Reset your password',
    ]);
    const email = await mailbox.latest({ to: 'ada@example.org' });
    if (!email) throw new Error('no email to ada@example.org');
    expect(email.subject).toBe('Reset your password');
    expect(email.messageId).toBe(`<email.${requested.eventId}@course-portal>`);
    expect(bed.tokens.read('reset', tokenIn(email, '/reset-password'))).toEqual({
      userId,
      tokenId: requested.data.tokenId,
    });
    expect(email.html).toContain('Hi Ada &amp; &lt;b&gt;Co&lt;/b&gt;,');
    expect(email.raw.toString('latin1')).toMatch(/^From: Course Portal <no-reply@localhost>\r\n/m);

    const line = logged.find((entry) => entry.subject === 'Reset your password');
    // The person by their id, in the line and in the file's name: their address is in neither.
    expect(line).toMatchObject({ recipient: userId, msg: 'email written to the outbox folder' });
    expect(JSON.stringify(line)).not.toContain('ada@example.org');
    const file = String(line?.file);
    expect(dirname(file)).toBe(join(bed.dataDir, 'outbox'));
    expect(existsSync(file)).toBe(true);
    expect(basename(file)).toContain(`_${userId}_`);
  });
});
