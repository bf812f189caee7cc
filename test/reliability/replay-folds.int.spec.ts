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
      ],
    },
    {
      streamId: `application-${withdrawn}`,
      events: [
        submitted(withdrawn, 'ta'),
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
    const events = await store.readAll(LOG_START, 100_000);
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
    for (const pageSize of [3, 10_000]) {
      await replayProjections(store, ALL_PROJECTIONS, { pageSize });
      expect(await snapshot()).toEqual(reference);
    }
  });
});
