import { seasonIdForNumber } from '@portal/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { courseDecider, courseStreamId } from '@portal/domain';
import {
  CommandHandling,
  EVENT_STORE_MIGRATIONS,
  EventStore,
  PersonalDataVault,
  runMigrations,
} from '@portal/event-store';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../../test/support/test-databases';
import { demoCatalog } from '../../../apps/api/src/seed/demo-catalog';
import { INLINE_PROJECTIONS, coursesProjection, ensureProjectionTables, replayProjection } from '..';

describe.each(BACKENDS)('replaying the courses read model on %s', (backend) => {
  let testDb: TestDatabase;
  let store: EventStore;
  let commands: CommandHandling;
  const meta = { correlation_id: 'replay-test', causation_id: null, actor: 'system' };

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    await runMigrations(testDb.db, EVENT_STORE_MIGRATIONS);
    await ensureProjectionTables(testDb.db);
    store = new EventStore(testDb.db, { vault: new PersonalDataVault(randomBytes(32)) });
    commands = new CommandHandling(store, { inlineProjections: INLINE_PROJECTIONS, jobsFor: () => [] });
    const ids: string[] = [];
    for (const fields of [
      ...demoCatalog(new Date('2026-01-10T00:00:00Z')),
      ...demoCatalog(new Date('2026-02-10T00:00:00Z')),
    ]) {
      const courseId = randomUUID();
      ids.push(courseId);
      await commands.handle(
        {
          streamId: courseStreamId(courseId),
          streamType: 'course',
          decider: courseDecider,
          // The demo names its season by number; the command's handler would place it in that number's season.
          command: {
            type: 'CreateCourse',
            courseId,
            fields: { ...fields, season: 2026, season_id: seasonIdForNumber(2026) },
            now: new Date(),
          },
        },
        meta,
      );
    }
    for (const [i, courseId] of ids.entries()) {
      await commands.handle(
        {
          streamId: courseStreamId(courseId),
          streamType: 'course',
          decider: courseDecider,
          command: {
            type: 'UpdateCourse',
            courseId,
            changes: { name: `Course ${i}`, is_active: i % 3 !== 0 },
            now: new Date(),
          },
        },
        meta,
      );
    }
  });
  afterAll(() => testDb.dispose());

  const snapshot = async () => (await testDb.db.query('SELECT * FROM courses ORDER BY id')).rows;

  it('ends with exactly the rows it had, twice in a row, reporting progress', async () => {
    const before = await snapshot();
    expect(before).toHaveLength(8);
    const progress: number[] = [];
    const first = await replayProjection(store, coursesProjection, {
      pageSize: 3,
      onProgress: ({ done }) => progress.push(done),
    });
    expect(first.events).toBe(16);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(16);
    expect(await snapshot()).toEqual(before);
    await replayProjection(store, coursesProjection);
    expect(await snapshot()).toEqual(before);
  });

  it('rebuilds a read model that was lost', async () => {
    const before = await snapshot();
    await testDb.db.query('DELETE FROM courses');
    await replayProjection(store, coursesProjection);
    expect(await snapshot()).toEqual(before);
    const { rows } = await testDb.db.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'courses' ORDER BY 1",
    );
    expect(rows.map((r) => r.indexname)).toEqual(['courses_active_created', 'courses_pkey', 'courses_season']);
  });
});
