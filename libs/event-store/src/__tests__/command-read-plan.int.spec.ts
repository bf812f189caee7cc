import { openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { CommandHandling, type EventStore, type Projection, type StreamDecider } from '..';
import { metadata, prepareStore } from './fixtures';

type Note = { type: 'Note' };
type Noted = { type: 'Noted'; data: Record<string, never> };
const noteDecider: StreamDecider<Note, Noted, null> = {
  eventTypes: { Noted: true },
  initialState: () => null,
  evolve: (state) => state,
  decide: () => [{ type: 'Noted', data: {} }],
};

/** How a command's transaction would run the stream read the command path makes. */
const STREAM_READ =
  'EXPLAIN SELECT * FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_position';

/** As many streams as a command group reads at most. */
const STREAMS = Array.from({ length: 16 }, (_, i) => `filler-${i + 1}`);

const usesParallelWorkers = (plan: Array<{ 'QUERY PLAN': string }>) =>
  plan.some((line) => line['QUERY PLAN'].includes('Gather'));

describe("a command's reads on a table the planner has no statistics for (Postgres)", () => {
  let testDb: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    // One connection, so that the settings below hold for every query of the test, the command's too.
    testDb = await openTestDatabase('postgres', { max: 1 });
    store = await prepareStore(testDb.db);
    await testDb.db.exec(`
      INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
      SELECT 'filler-' || n, 1, gen_random_uuid(), 'Filler', '{}', '{}' FROM generate_series(1, 10000) AS n`);
    // Parallel workers made as cheap to the planner as they looked on a large table it had no statistics
    // for (the bench's \`events\` past 50,000 commands), without writing that much here.
    await testDb.db.exec(`
      SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0;
      SET min_parallel_table_scan_size = 0; SET min_parallel_index_scan_size = 0`);
  });
  afterAll(() => testDb.dispose());

  it('reads its streams without parallel workers, where a plain query would start them', async () => {
    // The setup must tempt the planner, or the next assertion could not fail.
    const outside = await testDb.db.query<{ 'QUERY PLAN': string }>(STREAM_READ, [STREAMS]);
    expect(usesParallelWorkers(outside.rows)).toBe(true);

    let inside: Array<{ 'QUERY PLAN': string }> = [];
    const planOfTheRead: Projection = {
      name: 'read-plan',
      eventTypes: ['Noted'],
      tables: [],
      async createTables() {},
      async apply(tx) {
        inside = (await tx.query<{ 'QUERY PLAN': string }>(STREAM_READ, [STREAMS])).rows;
      },
    };
    const commands = new CommandHandling(store, { inlineProjections: [planOfTheRead], jobsFor: () => [] });
    await commands.handle(
      { streamId: 'note-1', streamType: 'note', decider: noteDecider, command: { type: 'Note' } },
      metadata,
    );
    expect(inside.length).toBeGreaterThan(0);
    expect(usesParallelWorkers(inside)).toBe(false);
  });
});
