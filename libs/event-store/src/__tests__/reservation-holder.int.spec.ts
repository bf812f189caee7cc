import { randomBytes } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { type Database, EventStore, PersonalDataVault, readStreamAndHolder } from '..';
import { event, metadata, prepareStore, testPolicies } from './fixtures';

const CLAIM = { claimedType: 'IdentifierClaimed', holderStreamPrefix: 'person-' };

describe.each(['postgres', 'pglite'] as const)('a reservation read with its holder (%s)', (backend) => {
  let testDb: TestDatabase;
  let reader: EventStore;
  let queries = 0;

  beforeEach(async () => {
    testDb = await openTestDatabase(backend);
    const masterKey = randomBytes(32);
    const writer = await prepareStore(testDb.db, masterKey);
    await writer.append(
      testDb.db,
      [
        {
          streamId: 'person-p1',
          streamType: 'person',
          expectedVersion: 'no_stream',
          events: [event('PersonRegistered', { personId: 'p1', name: 'Ada', email: 'ada@example.org' })],
        },
        {
          streamId: 'email-held',
          streamType: 'email',
          expectedVersion: 'no_stream',
          events: [event('IdentifierClaimed', { userId: 'p1' })],
        },
        {
          streamId: 'email-released',
          streamType: 'email',
          expectedVersion: 'no_stream',
          events: [event('IdentifierClaimed', { userId: 'p1' }), event('IdentifierReleased', { userId: 'p1' })],
        },
      ],
      metadata,
    );
    // A reader of its own (no key cached by the append) that counts what it sends.
    const db = testDb.db;
    const query: Database['query'] = (sql, params) => {
      queries++;
      return db.query(sql, params);
    };
    const countedDb = Object.assign(Object.create(db) as Database, { query });
    reader = new EventStore(countedDb, { vault: new PersonalDataVault(masterKey), personalData: testPolicies });
    queries = 0;
  });
  afterEach(() => testDb.dispose());

  it("answers the holder's stream decrypted in one query, its data key included", async () => {
    const read = await readStreamAndHolder(reader, 'email-held', CLAIM);
    expect(queries).toBe(1);
    expect([...read.keys()]).toEqual(['email-held', 'person-p1']);
    expect(read.get('person-p1')?.map((e) => e.data)).toEqual([
      { personId: 'p1', name: 'Ada', email: 'ada@example.org' },
    ]);
  });

  it('answers only the reservation, in one query too, when it was released or never made', async () => {
    const released = await readStreamAndHolder(reader, 'email-released', CLAIM);
    expect([...released.keys()]).toEqual(['email-released']);
    expect(released.get('email-released')).toHaveLength(2);
    const none = await readStreamAndHolder(reader, 'email-none', CLAIM);
    expect([...none.entries()]).toEqual([['email-none', []]]);
    expect(queries).toBe(2);
  });
});
