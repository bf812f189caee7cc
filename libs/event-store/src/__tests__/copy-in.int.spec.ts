import { BACKENDS, openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { copyText } from '../read-models/copy-text';
import type { ReadModelTable, Row } from '../read-models/read-model';
import { writeChanges } from '../read-models/row-writes';

const table = (name: string): ReadModelTable => ({
  name,
  key: 'id',
  columns: {
    id: 'text PRIMARY KEY',
    body: 'text',
    count: 'int',
    ratio: 'double precision',
    done: 'boolean',
    at: 'timestamptz',
    day: 'date',
    form: 'jsonb',
  },
});

/** Values a read model's row may hold, with every character COPY's text format must escape. */
const rows: Row[] = [
  {
    id: 'tricky\\id',
    body: 'tab\there, line\nbreak, return\r, back\\slash, "quotes", \\N, émoji 🎓',
    count: -3,
    ratio: 0.1 + 0.2,
    done: false,
    at: new Date('2026-07-01T09:30:00.123Z'),
    day: new Date('2026-07-01T00:00:00.000Z'),
    form: { answer: 'a\tb\\c\nd', list: [1, null, 'x'], nested: { empty: '' } },
  },
  { id: 'nulls', body: null, count: null, ratio: null, done: null, at: null, day: null, form: null },
  { id: 'json-scalar', body: '', count: 0, ratio: 1e21, done: true, at: null, day: null, form: 'just text' },
];

describe.each(BACKENDS)("a replay's COPY on %s", (backend) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
  });
  afterAll(() => testDb.dispose());

  it('stores every value exactly as the inline driver’s JSON upsert does', async () => {
    const copied = table('copied_rows');
    const upserted = table('upserted_rows');
    const columns = Object.keys(copied.columns);
    const ddl = (t: ReadModelTable) =>
      `CREATE TABLE ${t.name} (${Object.entries(t.columns)
        .map(([name, type]) => `${name} ${type}`)
        .join(', ')})`;
    await testDb.db.exec(`${ddl(copied)}; ${ddl(upserted)}`);
    await testDb.db.transaction(async (tx) => {
      if (!tx.copyIn) throw new Error('no COPY on this transaction');
      await tx.copyIn(copied.name, columns, copyText(copied, rows));
      await writeChanges(tx, [{ table: upserted, upserts: rows, deletes: [] }]);
    });
    const read = async (name: string) =>
      (await testDb.db.query(`SELECT ${columns.map((c) => `${c}::text AS ${c}`).join(', ')} FROM ${name} ORDER BY id`))
        .rows;
    const stored = await read(copied.name);
    expect(stored).toHaveLength(rows.length);
    expect(stored).toEqual(await read(upserted.name));
  });
});
