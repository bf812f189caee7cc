import { openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { CommandHandling, type EventStore, type StreamDecider } from '..';
import { event, metadata, prepareStore } from './fixtures';

type Noted = { type: 'Noted' | 'PersonRegistered'; data: Record<string, unknown> };
const notes: StreamDecider<{ type: 'Note'; text: string }, Noted, string[]> = {
  eventTypes: { Noted: true, PersonRegistered: true },
  initialState: () => [],
  evolve: (state, e) => [...state, String(e.data.text ?? e.data.name)],
  decide: (command) => [{ type: 'Noted', data: { text: command.text } }],
};

describe('a command reading several streams in one query (Postgres)', () => {
  let testDb: TestDatabase;
  let store: EventStore;
  let commands: CommandHandling;

  beforeEach(async () => {
    testDb = await openTestDatabase('postgres');
    store = await prepareStore(testDb.db);
    commands = new CommandHandling(store, { inlineProjections: [], jobsFor: () => [] });
    await store.append(
      testDb.db,
      [
        { streamId: 'a', streamType: 'note', expectedVersion: 'no_stream', events: [event('Noted', { text: 'one' })] },
        {
          streamId: 'p',
          streamType: 'person',
          expectedVersion: 'no_stream',
          events: [event('PersonRegistered', { personId: 'p1', name: 'Ada', email: 'ada@example.org' })],
        },
      ],
      metadata,
    );
  });
  afterEach(() => testDb.dispose());

  it('loads each stream as a plain load does, personal data decrypted, and appends at the versions read', async () => {
    const { events } = await commands.execute(metadata, async (session) => {
      await session.preload(['a', 'p', 'empty']);
      const [a, p, empty] = [
        await session.load('a', notes),
        await session.load('p', notes),
        await session.load('empty', notes),
      ];
      expect([a.state, p.state, empty.state]).toEqual([['one'], ['Ada'], []]);
      expect([a.expectedVersion, empty.expectedVersion]).toEqual([1, 'no_stream']);
      session.decide(a, 'note', { type: 'Note', text: 'two' });
      session.decide(empty, 'note', { type: 'Note', text: 'first' });
    });
    expect(events.map((e) => [e.streamId, e.streamPosition])).toEqual([
      ['a', 2],
      ['empty', 1],
    ]);
  });
});
