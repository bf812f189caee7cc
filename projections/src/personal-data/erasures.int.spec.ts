import { randomBytes, randomUUID } from 'node:crypto';
import { personalDataPolicies } from '@portal/domain';
import {
  CommandHandling,
  EVENT_STORE_MIGRATIONS,
  EventStore,
  type Projection,
  PersonalDataVault,
  type Queryable,
  runMigrations,
} from '@portal/event-store';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../../test/support/test-databases';
import { INLINE_PROJECTIONS, ensureProjectionTables, replayProjection, usersProjection } from '..';

const meta = { correlation_id: 'erasure-test', causation_id: null, actor: 'admin-1' };
const at = new Date('2026-03-01T10:00:00Z').toISOString();

const registered = (userId: string, firstName: string) => ({
  streamId: `user-${userId}`,
  streamType: 'user',
  expectedVersion: 'no_stream' as const,
  events: [
    {
      type: 'UserRegistered',
      data: {
        userId,
        firstName,
        lastName: 'Owusu',
        email: `${firstName.toLowerCase()}@example.org`,
        emailIndex: `index-${userId}`,
        passwordHash: 'hash',
        emailVerified: true,
        role: null,
        registeredAt: at,
      },
    },
  ],
});

describe.each(BACKENDS)('an erasure during a rebuild of the users read model on %s', (backend) => {
  let testDb: TestDatabase;
  let store: EventStore;
  let commands: CommandHandling;
  const [ama, kofi] = [randomUUID(), randomUUID()];

  const erase = async (tx: Queryable, userId: string) => {
    await commands.appendAndProject(
      tx,
      [
        {
          streamId: `user-${userId}`,
          streamType: 'user',
          expectedVersion: 1,
          events: [{ type: 'PersonalDataErased', data: { userId, erasedAt: at } }],
        },
      ],
      meta,
    );
    await store.vault.erase(tx, userId);
  };
  const row = async (userId: string) =>
    (await testDb.db.query('SELECT first_name, email, email_index FROM users WHERE id = $1', [userId])).rows[0];

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    await runMigrations(testDb.db, EVENT_STORE_MIGRATIONS);
    await ensureProjectionTables(testDb.db);
    store = new EventStore(testDb.db, {
      vault: new PersonalDataVault(randomBytes(32)),
      personalData: personalDataPolicies,
    });
    commands = new CommandHandling(store, { inlineProjections: INLINE_PROJECTIONS, jobsFor: () => [] });
    for (const [id, name] of [
      [ama, 'Ama'],
      [kofi, 'Kofi'],
    ])
      await testDb.db.transaction((tx) => commands.appendAndProject(tx, [registered(id, name)], meta));
  });
  afterAll(() => testDb.dispose());

  it('scrubs the live read model at once', async () => {
    await testDb.db.transaction((tx) => erase(tx, ama));
    expect(await row(ama)).toEqual({ first_name: '[erased]', email: '[erased]', email_index: `erased-${ama}` });
    expect(await row(kofi)).toMatchObject({ first_name: 'Kofi', email: 'kofi@example.org' });
  });

  it('keeps a person erased whose events a rebuild read before the erasure', async () => {
    // Kofi is erased right after the rebuild has folded his registration (read while his key existed)
    // into its fresh table: the table swapped in must not bring his name back.
    let erased = false;
    const erasingMidway: Projection = {
      ...usersProjection,
      // Without its fold, so that replay applies it page by page through this `apply`.
      definition: undefined,
      async apply(tx, events, suffix) {
        await usersProjection.apply(tx, events, suffix);
        if (!erased && events.some((event) => (event.data as { userId: string }).userId === kofi)) {
          erased = true;
          await erase(tx, kofi);
        }
      },
    };
    await replayProjection(store, erasingMidway, { pageSize: 1 });
    expect(erased).toBe(true);
    expect(await row(kofi)).toEqual({ first_name: '[erased]', email: '[erased]', email_index: `erased-${kofi}` });
    expect(await row(ama)).toEqual({ first_name: '[erased]', email: '[erased]', email_index: `erased-${ama}` });
  });
});
