import { randomBytes, randomUUID } from 'node:crypto';
import { personalDataPolicies } from '@portal/domain';
import {
  CommandHandling,
  EVENT_STORE_MIGRATIONS,
  EventStore,
  LOG_START,
  type NewEvent,
  PersonalDataVault,
  relevantEvents,
  runMigrations,
} from '@portal/event-store';
import { ALL_PROJECTIONS, INLINE_PROJECTIONS, ensureProjectionTables, replayProjections } from '@portal/projections';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../support/test-databases';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 0, minute)).toISOString();

/** An offer taken up and paid, then pods: every kind of change the enrollments read model makes. */
function enrollment(applicationId: string, userId: string): NewEvent[] {
  const ref = { applicationId, userId };
  const payment = (amountCents: number, settlesFee: boolean, minute: number) => ({
    type: 'PaymentReceived',
    data: {
      ...ref,
      paymentId: randomUUID(),
      checkoutSessionId: `cs_${randomUUID()}`,
      amountCents,
      currency: 'usd',
      receiptUrl: null,
      paidAt: at(minute),
      settlesFee,
    },
  });
  return [
    { type: 'OfferMade', data: { ...ref, offerId: randomUUID(), acceptingOfferEndDate: at(60), offeredAt: at(8) } },
    { type: 'RolesDocumentAccepted', data: { ...ref, acceptedAt: at(9) } },
    { type: 'FundingAnswered', data: { ...ref, funding: 'self_funded', explanation: 'Savings', answeredAt: at(10) } },
    { type: 'PayWhatYouCanChosen', data: { ...ref, amountCents: 5000, chosenAt: at(11) } },
    { type: 'FeeOptionsSet', data: { ...ref, waiveFeeOption: false, payWhatYouCanOption: true, setAt: at(12) } },
    payment(5000, true, 13),
    payment(2500, false, 14),
    { type: 'PaymentRefundDue', data: { ...ref, paymentId: randomUUID(), amountCents: 2500, currency: 'usd', reason: 'already_paid', flaggedAt: at(15) } },
    { type: 'TaRoleAssigned', data: { ...ref, selectedAsLeadTa: true, taFor: 'project_TA', assignedAt: at(16) } },
    { type: 'PodAssigned', data: { ...ref, courseId: randomUUID(), podRole: 'student', podIds: ['pod-1'], taFor: null, assignedAt: at(17) } },
    { type: 'PodAssigned', data: { ...ref, courseId: randomUUID(), podRole: 'ta', podIds: ['pod-2', 'pod-3'], taFor: 'regular_TA', assignedAt: at(18) } },
    { type: 'PodAssigned', data: { ...ref, courseId: randomUUID(), podRole: 'student', podIds: ['pod-4'], taFor: null, assignedAt: at(19) } },
  ];
}

/** One person's history touching every read model that has a batch fold, with rows created, changed and deleted. */
function history(userId: string, courseId: string): Array<{ streamId: string; events: NewEvent[] }> {
  const [kept, withdrawn] = [randomUUID(), randomUUID()];
  const form = {
    form: { answers: [{ question: 1, answer_choice: 3 }] },
    personal: { residing_country_during_course: 'Ghana' },
  };
  const submitted = (applicationId: string, role: string) => ({
    type: 'ApplicationSubmitted',
    data: { applicationId, userId, courseId, role, season: 2026, seniority: 'junior', submittedAt: at(3), ...form },
  });
  return [
    {
      streamId: `user-${userId}`,
      events: [
        {
          type: 'UserRegistered',
          data: {
            userId,
            firstName: 'Ama',
            lastName: 'Owusu',
            email: `${userId}@example.org`,
            emailIndex: userId,
            passwordHash: 'hash',
            emailVerified: false,
            role: null,
            registeredAt: at(1),
          },
        },
        { type: 'EmailVerified', data: { userId, tokenId: null, verifiedAt: at(2) } },
        { type: 'ProfileEdited', data: { userId, lastName: 'Mensah', editedAt: at(4) } },
      ],
    },
    {
      streamId: `profile-${userId}`,
      events: [
        {
          type: 'GeneralInfoSaved',
          data: { userId, generalInfoId: randomUUID(), info: { institution: 'University of Ghana' }, savedAt: at(2) },
        },
        {
          type: 'LogisticSaved',
          data: {
            userId,
            logisticId: randomUUID(),
            logistic: { preferred_time_slot: 3, preferred_application_1: null },
            savedAt: at(3),
          },
        },
        { type: 'PreferredApplicationAdded', data: { userId, slot: 1, label: 'Course student', addedAt: at(4) } },
      ],
    },
    {
      streamId: `application-${kept}`,
      events: [
        submitted(kept, 'student'),
        {
          type: 'ApplicationUpdated',
          data: { applicationId: kept, userId, seniority: 'senior', updatedAt: at(5), ...form },
        },
        {
          type: 'ApplicationStatusChanged',
          data: { applicationId: kept, userId, status: 'accepted', changedAt: at(6) },
        },
        { type: 'EnrollmentWishSet', data: { applicationId: kept, userId, setAt: at(7) } },
        ...enrollment(kept, userId),
      ],
    },
    {
      streamId: `application-${withdrawn}`,
      events: [
        submitted(withdrawn, 'ta'),
        {
          type: 'OfferMade',
          data: { applicationId: withdrawn, userId, offerId: 'o-1', acceptingOfferEndDate: at(9), offeredAt: at(4) },
        },
        {
          type: 'OfferExpired',
          data: { applicationId: withdrawn, userId, offerId: 'o-1', reason: 'expired', expiredAt: at(9) },
        },
        { type: 'ApplicationWithdrawn', data: { applicationId: withdrawn, userId, withdrawnAt: at(5) } },
      ],
    },
  ];
}

describe.each(BACKENDS)('replaying every read model in batches on %s', (backend) => {
  let testDb: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    await runMigrations(testDb.db, EVENT_STORE_MIGRATIONS);
    await ensureProjectionTables(testDb.db);
    store = new EventStore(testDb.db, {
      vault: new PersonalDataVault(randomBytes(32)),
      personalData: personalDataPolicies,
    });
    const commands = new CommandHandling(store, { inlineProjections: INLINE_PROJECTIONS, jobsFor: () => [] });
    const courseId = randomUUID();
    const meta = { correlation_id: 'replay-folds', causation_id: null, actor: 'system' };
    await testDb.db.transaction((tx) =>
      commands.appendAndProject(
        tx,
        [
          {
            streamId: `course-${courseId}`,
            streamType: 'course',
            expectedVersion: 'no_stream',
            events: [
              {
                type: 'CourseCreated',
                data: {
                  courseId,
                  fields: { name: 'Course', is_active: true, season: 2026, questions: [] },
                  createdAt: at(0),
                },
              },
              {
                type: 'CourseUpdated',
                data: { courseId, changes: { name: 'Renamed', is_active: false }, updatedAt: at(1) },
              },
            ],
          },
        ],
        meta,
      ),
    );
    // Interleaved people, so that each page of three events holds parts of several rows' histories.
    const people = Array.from({ length: 4 }, () => history(randomUUID(), courseId));
    for (let step = 0; step < 4; step++) {
      for (const streams of people) {
        const { streamId, events } = streams[step];
        await testDb.db.transaction((tx) =>
          commands.appendAndProject(
            tx,
            [{ streamId, streamType: streamId.split('-')[0], expectedVersion: 'no_stream', events }],
            meta,
          ),
        );
      }
    }
  }, 60_000);
  afterAll(() => testDb.dispose());

  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of ALL_PROJECTIONS.flatMap((projection) => projection.tables)) {
      tables[table] = (await testDb.db.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
    }
    return tables;
  };

  /**
   * The reference: every projection's own `apply`, event by event, from the log. (Not the inline rows:
   * inline, `recordedAt` is the appending process's clock, while the log holds the database's, so
   * `updated_at` differs by a few milliseconds between the two whichever way replay writes.)
   */
  const rowByRow = async () => {
    // The global log shows a transaction once every older one in the cluster has ended: on a shared
    // Postgres another client's open transaction can hold the whole log back for a moment.
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    let events = await store.readAll(LOG_START, 100_000);
    for (let waited = 0; events.length < rows[0].n && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      events = await store.readAll(LOG_START, 100_000);
    }
    await testDb.db.transaction(async (tx) => {
      for (const projection of ALL_PROJECTIONS) {
        for (const table of projection.tables) await tx.query(`DELETE FROM ${table}`);
        for (const event of relevantEvents(projection, events)) await projection.apply(tx, [event]);
      }
    });
    return snapshot();
  };

  it('ends with exactly the rows the projections write event by event, whatever the page size', async () => {
    const reference = await rowByRow();
    expect(reference.users).toHaveLength(4);
    expect(reference.users.every((user) => (user as { last_name: string }).last_name === 'Mensah')).toBe(true);
    expect(reference.applications).toHaveLength(4);
    expect(reference.courses).toEqual([expect.objectContaining({ name: 'Renamed', is_active: false })]);
    expect(reference.enrollments).toHaveLength(8);
    expect(reference.enrollments.filter((row) => (row as { decline_reason: string }).decline_reason === 'expired')).toHaveLength(4);
    expect(reference.enrollments).toEqual(
      expect.arrayContaining(
        Array.from({ length: 4 }, () =>
          expect.objectContaining({
            paid_cents: 5000,
            refund_due_cents: 2500,
            ta_for: 'regular_TA',
            pods: { student: ['pod-4'], ta: ['pod-2', 'pod-3'] },
          }),
        ),
      ),
    );
    for (const pageSize of [3, 7, 10_000]) {
      await replayProjections(store, ALL_PROJECTIONS, { pageSize });
      expect(await snapshot()).toEqual(reference);
    }
  });
});
