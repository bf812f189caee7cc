import { seasonIdForNumber } from '@portal/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { type CourseEvent, courseDecider, courseStreamId } from '@portal/domain';
import {
  CommandHandling,
  EVENT_STORE_MIGRATIONS,
  EventStore,
  PersonalDataVault,
  type ReadModel,
  projectionOf,
  runMigrations,
} from '@portal/event-store';
import { openTestDatabase, type TestDatabase } from '../../../test/support/test-databases';
import { demoCatalog } from '../../../apps/api/src/seed/demo-catalog';
import {
  ALL_PROJECTIONS,
  type CourseRow,
  FOLD_SOURCES,
  INLINE_PROJECTIONS,
  coursesReadModel,
  ensureProjectionTables,
  rebuildChangedProjections,
} from '..';
import { foldSourcesAfter } from './fold-sources-of';

/**
 * An upgrade that changes a fold and nothing else: the courses read model now keeps names upper-cased.
 * The table is the same, so only the fold's part of the fingerprint can tell the portal to rebuild it.
 */
const UPPER_CASE_EDIT = {
  file: 'catalog/courses.read-model.ts',
  from: 'name: changes.name ?? row.name,',
  to: 'name: (changes.name ?? row.name).toUpperCase(),',
};
const upperCaseModel: ReadModel<CourseRow, CourseEvent> = {
  ...coursesReadModel,
  fold(row, event) {
    const after = coursesReadModel.fold(row, event);
    return after && { ...after, name: after.name.toUpperCase() };
  },
};
const upperCaseCourses = projectionOf(upperCaseModel);
const upgraded = ALL_PROJECTIONS.map((projection) => (projection.name === 'courses' ? upperCaseCourses : projection));

describe('the rebuild fingerprint at start (PGlite)', () => {
  let testDb: TestDatabase;
  let store: EventStore;
  const meta = { correlation_id: 'fingerprint-test', causation_id: null, actor: 'system' };
  const names = async () =>
    (await testDb.db.query<{ name: string }>('SELECT name FROM courses ORDER BY name')).rows.map((row) => row.name);

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    await runMigrations(testDb.db, EVENT_STORE_MIGRATIONS);
    await ensureProjectionTables(testDb.db);
    store = new EventStore(testDb.db, { vault: new PersonalDataVault(randomBytes(32)) });
    // A fresh data folder's first start records every fingerprint, with nothing to rebuild.
    await rebuildChangedProjections(store);
    const commands = new CommandHandling(store, { inlineProjections: INLINE_PROJECTIONS, jobsFor: () => [] });
    for (const fields of demoCatalog(new Date('2026-01-10T00:00:00Z'))) {
      const courseId = randomUUID();
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
      await commands.handle(
        {
          streamId: courseStreamId(courseId),
          streamType: 'course',
          decider: courseDecider,
          command: { type: 'UpdateCourse', courseId, changes: { name: `Renamed ${fields.name}` }, now: new Date() },
        },
        meta,
      );
    }
  });
  afterAll(() => testDb.dispose());

  it('rebuilds nothing when the same version starts again', async () => {
    const lines: string[] = [];
    await rebuildChangedProjections(store, { log: (line) => lines.push(line) });
    expect(lines).toEqual([]);
  });

  it('gives a fold edited in its source another fingerprint, and leaves the other read models alone', () => {
    const after = foldSourcesAfter(UPPER_CASE_EDIT);
    expect(after.courses).not.toBe(FOLD_SOURCES.courses);
    expect({ ...after, courses: FOLD_SOURCES.courses }).toEqual(FOLD_SOURCES);
  });

  it('rebuilds a read model whose fold changed at the next start, and only that one', async () => {
    const before = await names();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((name) => name !== name.toUpperCase())).toBe(true);
    const lines: string[] = [];
    await rebuildChangedProjections(store, {
      log: (line) => lines.push(line),
      projections: upgraded,
      foldSources: foldSourcesAfter(UPPER_CASE_EDIT),
    });
    expect(lines).toEqual(['rebuilding read models whose tables or fold changed: courses']);
    expect(await names()).toEqual(before.map((name) => name.toUpperCase()));

    // Recorded: the upgraded version's next start rebuilds nothing.
    lines.length = 0;
    await rebuildChangedProjections(store, {
      log: (line) => lines.push(line),
      projections: upgraded,
      foldSources: foldSourcesAfter(UPPER_CASE_EDIT),
    });
    expect(lines).toEqual([]);
  });
});
