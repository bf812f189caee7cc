import { randomBytes } from 'node:crypto';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { type EventStore, LOG_START, MASKED_TEXT, PersonalDataErasedError } from '..';
import { metadata, prepareStore } from './fixtures';

const person = {
  personId: 'p-1',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  languages: ['english', 'french'],
  cohort: 2026,
};

describe.each(BACKENDS)('personal data in events on %s', (backend) => {
  let testDb: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    store = await prepareStore(testDb.db, randomBytes(32));
    await testDb.db.transaction((tx) =>
      store.append(
        tx,
        [
          {
            streamId: 'person-p-1',
            streamType: 'person',
            expectedVersion: 'no_stream',
            events: [{ type: 'PersonRegistered', data: person }],
          },
        ],
        metadata,
      ),
    );
  });
  afterAll(() => testDb.dispose());

  it('stores names and emails only as ciphertext', async () => {
    const { rows } = await testDb.db.query<{ raw: string }>('SELECT data::text AS raw FROM events');
    const raw = rows.map((r) => r.raw).join('\n');
    expect(raw).not.toContain('Ada');
    expect(raw).not.toContain('ada@example.org');
    expect(raw).not.toContain('french');
    expect(raw).toContain('"cohort": 2026');
  });

  it('reads them back with the key', async () => {
    const [recorded] = await store.readStream('person-p-1');
    expect(recorded.data).toEqual(person);
  });

  it('gives the same digest for an email whatever its case, and never the email itself', () => {
    const index = store.vault.blindIndex('Ada@Example.org ');
    expect(index).toBe(store.vault.blindIndex('ada@example.org'));
    // A 64-digit hex digest cannot hold the address ('@' and most of its letters are not hex digits);
    // a check for the substring 'ada' failed now and then, since 'a' and 'd' are hex digits.
    expect(index).toMatch(/^[0-9a-f]{64}$/);
    expect(index).not.toContain('@');
  });

  it('masks them once the key is erased, and the log still reads from start to end', async () => {
    await testDb.db.transaction((tx) => store.vault.erase(tx, 'p-1'));
    const [recorded] = await store.readStream('person-p-1');
    expect(recorded.data).toEqual({
      personId: 'p-1',
      name: MASKED_TEXT,
      email: MASKED_TEXT,
      languages: null,
      cohort: 2026,
    });
    // The global log shows a transaction once every older one in the cluster has ended; on a shared
    // Postgres another client's open transaction can hold that back for a moment.
    let all = await store.readAll(LOG_START, 1000);
    for (let waited = 0; all.length === 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      all = await store.readAll(LOG_START, 1000);
    }
    expect(all).toHaveLength(1);
    // A second process (no cached key) sees the same: the key is gone from the table.
    const { rows } = await testDb.db.query('SELECT wrapped_key FROM personal_data_keys WHERE subject_id = $1', ['p-1']);
    expect(rows).toEqual([{ wrapped_key: null }]);
  });

  it('refuses new personal data for an erased person', async () => {
    const attempt = testDb.db.transaction((tx) =>
      store.append(
        tx,
        [
          {
            streamId: 'person-p-1',
            streamType: 'person',
            expectedVersion: 'any',
            events: [{ type: 'PersonRegistered', data: person }],
          },
        ],
        metadata,
      ),
    );
    await expect(attempt).rejects.toBeInstanceOf(PersonalDataErasedError);
  });
});

describe.each(BACKENDS)('a key created in a transaction that rolls back on %s', (backend) => {
  const masterKey = randomBytes(32);
  let testDb: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    store = await prepareStore(testDb.db, masterKey);
  });
  afterAll(() => testDb.dispose());

  it('is not kept: the retry seals with the key that is stored, and a new process reads it', async () => {
    const register = (tx: Parameters<EventStore['append']>[0]) =>
      store.append(
        tx,
        [
          {
            streamId: 'person-p-9',
            streamType: 'person',
            expectedVersion: 'no_stream',
            events: [{ type: 'PersonRegistered', data: { ...person, personId: 'p-9' } }],
          },
        ],
        metadata,
      );
    // The first attempt creates the person's key and is then rolled back (as a concurrency retry is).
    await expect(
      testDb.db.transaction(async (tx) => {
        await register(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await testDb.db.transaction((tx) => register(tx));
    // Another process has no cached key: it must find the one the committed attempt sealed with.
    const other = await prepareStore(testDb.db, masterKey);
    const [recorded] = await other.readStream('person-p-9');
    expect(recorded.data).toEqual({ ...person, personId: 'p-9' });
  });
});

describe.each(BACKENDS)('a page of the log with a thousand protected values on %s', (backend) => {
  let testDb: TestDatabase;
  let store: EventStore;
  const people = Array.from({ length: 400 }, (_, i) => ({
    personId: `p-${i}`,
    name: `Person ${i} Ünïcødé`,
    email: `person-${i}@example.org`,
    languages: i % 2 ? ['english'] : ['french', 'twi'],
    cohort: 2026,
  }));

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    store = await prepareStore(testDb.db, randomBytes(32));
    await testDb.db.transaction((tx) =>
      store.append(
        tx,
        people.map((p) => ({
          streamId: `person-${p.personId}`,
          streamType: 'person',
          expectedVersion: 'no_stream' as const,
          events: [{ type: 'PersonRegistered', data: p }],
        })),
        metadata,
      ),
    );
    await testDb.db.transaction((tx) => store.vault.erase(tx, 'p-7'));
  });
  afterAll(() => testDb.dispose());

  it('reads every value back (opened on the second thread), masked where the key is erased', async () => {
    let page = await store.readAll(LOG_START, 1000);
    for (let waited = 0; page.length === 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await store.readAll(LOG_START, 1000);
    }
    const erased = { personId: 'p-7', name: MASKED_TEXT, email: MASKED_TEXT, languages: null, cohort: 2026 };
    expect(page.map((event) => event.data)).toEqual(people.map((p) => (p.personId === 'p-7' ? erased : p)));
    // One by one (below the thread's threshold) reads the same.
    const [one] = await store.readStream('person-p-3');
    expect(one.data).toEqual(people[3]);
  });
});
