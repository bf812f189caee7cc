import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { announcementDecider, announcementStreamId } from '@portal/domain';
import type { NewEvent, StreamDecider } from '@portal/event-store';
import { FileMailbox } from '../../../../../test/support/mailbox';
import { InProcessRunner } from '../../runners/in-process-runner';
import { sendAnnouncementEmailJob } from '../announcement-email.job';
import { type MailTestBed, emailsSent, onUser, openMailTestBed, signUp } from './mail-test-bed';

/** Appends what it is told: the course and applications are the stage, not what is under test. */
const appendAsTold: StreamDecider<NewEvent[], NewEvent, null> = {
  eventTypes: {},
  initialState: () => null,
  evolve: (state) => state,
  decide: (events) => events,
};
const meta = () => ({ correlation_id: randomUUID(), causation_id: null, actor: 'admin' });
const at = '2026-12-01T10:00:00.000Z';

/** A course with one student application of each person's, and an announcement drafted to them. */
async function stage(bed: MailTestBed, userIds: string[]): Promise<string> {
  const courseId = randomUUID();
  const append = (streamId: string, streamType: string, events: NewEvent[]) =>
    bed.commands.handle({ streamId, streamType, decider: appendAsTold, command: events }, meta());
  const fields = {
    name: 'Deep learning',
    is_active: true,
    season: 2026,
    questions: [],
    deadline_accepting_offer_end_date: '2090-08-01T17:00:00.000Z',
  };
  await append(`course-${courseId}`, 'course', [{ type: 'CourseCreated', data: { courseId, fields, createdAt: at } }]);
  for (const userId of userIds) {
    const applicationId = randomUUID();
    const ref = { applicationId, userId, courseId, role: 'student', season: 2026, seniority: null };
    await append(`application-${applicationId}`, 'application', [
      { type: 'ApplicationSubmitted', data: { ...ref, form: {}, personal: null, submittedAt: at, at } },
    ]);
  }
  const announcementId = randomUUID();
  const draft = { subject: 'About {course}', body: 'Hi {name}, answer by {deadline}.', audience: { course: courseId } };
  await bed.commands.handle(
    {
      streamId: announcementStreamId(announcementId),
      streamType: 'announcement',
      decider: announcementDecider,
      command: { type: 'DraftAnnouncement', announcementId, draft, courseExists: true, now: new Date() },
    },
    meta(),
  );
  return announcementId;
}

describe('an announcement’s emails, when their jobs run (pglite)', () => {
  let bed: MailTestBed;
  afterEach(() => bed.dispose());

  it('go once to each recipient, and not to one erased since it was sent, who is logged by id only', async () => {
    const logged: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    );
    bed = await openMailTestBed('pglite', { logger });
    const ada = await signUp(bed, { firstName: 'Ada', email: 'ada@example.org' });
    const bob = await signUp(bed, { firstName: 'Bob', email: 'bob@example.org' });
    const announcementId = await stage(bed, [ada.userId, bob.userId]);
    const { events } = await bed.commands.handle(
      {
        streamId: announcementStreamId(announcementId),
        streamType: 'announcement',
        decider: announcementDecider,
        command: {
          type: 'SendAnnouncement',
          announcementId,
          recipients: { ids: [ada.userId, bob.userId], leftOut: { erased: 0 } },
          now: new Date(),
        },
      },
      meta(),
    );
    // Bob is erased after the sending, before his email's job runs.
    await onUser(bed, bob.userId, { type: 'ErasePersonalData', actorUserId: 'admin', now: new Date() });
    const runner = new InProcessRunner(bed.deps);
    await runner.runDueJobs();
    await runner.runDueJobs();

    const aboutTheCourse = async () =>
      (await new FileMailbox(bed.dataDir).messages()).filter((email) => email.subject === 'About Deep learning');
    const copies = await aboutTheCourse();
    expect(copies.map((email) => email.to)).toEqual([['ada@example.org']]);
    expect(copies[0].text.trim()).toBe('Hi Ada, answer by 1 August 2090 at 17:00 UTC.');
    const [sending] = events;
    expect(
      (await emailsSent(bed, ada.userId)).filter(
        (e) => (e.data as { causationEventId: string }).causationEventId === sending.eventId,
      ),
    ).toHaveLength(1);
    // Nothing at all went to Bob: his verification email's job ran after the erasure too.
    expect(await emailsSent(bed, bob.userId)).toEqual([]);
    const skipped = logged.find((entry) => String(entry.msg).startsWith('announcement not sent'));
    expect(skipped).toMatchObject({ eventId: sending.eventId, userId: bob.userId });
    expect(JSON.stringify(logged)).not.toContain('bob@example.org');
    const { rows } = await bed.testDb.db.query<{ status: string }>(
      "SELECT status FROM outbox WHERE payload->>'eventId' = $1",
      [sending.eventId],
    );
    expect(rows.map((row) => row.status)).toEqual(['done', 'done']);

    // Ada's job run again (as after a lost acknowledgement) finds her copy recorded and sends nothing.
    const jobId = `email:${sending.eventId}:${ada.userId}`;
    const context = { ...bed.deps.services, jobId, attempt: 2, db: bed.testDb.db, effectLeaseMs: 60_000 };
    expect(await sendAnnouncementEmailJob.run({ eventId: sending.eventId, userId: ada.userId }, context)).toEqual([]);
    expect(await aboutTheCourse()).toHaveLength(1);
  });
});
