import fc from 'fast-check';
import type { RecordedEvent } from '../events';
import { FoldedLog, type ReplayWrites } from './bulk-replay';
import type { GroupRows, Row, RowSetReadModel } from './read-model';

/** A team's members: an event puts a member (with a mark), removes one, or empties the team. */
type Change =
  | { kind: 'put'; team: string; person: string; mark: number }
  | { kind: 'remove'; team: string; person: string }
  | { kind: 'clear'; team: string; person: string };

const members: RowSetReadModel = {
  name: 'members',
  eventTypes: ['Changed'],
  tables: [
    {
      name: 'members',
      key: ['team', 'person'],
      group: 'team',
      columns: { team: 'text NOT NULL', person: 'text NOT NULL', mark: 'int' },
    },
  ],
  groupOf: (event) => (event.data as Change).team,
  singleStream: true,
  fold(rows, event) {
    const change = event.data as Change;
    const others = rows.members.filter((row) => row.person !== change.person);
    if (change.kind === 'clear') return { members: [] };
    if (change.kind === 'remove') return { members: others };
    return { members: [...others, { team: change.team, person: change.person, mark: change.mark }] };
  },
};

const eventOf = (change: Change, i: number): RecordedEvent =>
  ({ type: 'Changed', data: change, globalPosition: i }) as unknown as RecordedEvent;

/** The table a series of written changes leaves, by key. */
function applyTo(table: Map<string, Row>, { inserts, changes }: ReplayWrites): void {
  const key = (row: Row) => `${String(row.team)}/${String(row.person)}`;
  for (const { rows } of inserts) {
    // New rows never meet a row already written: COPY would refuse the duplicate key.
    for (const row of rows) expect(table.has(key(row))).toBe(false);
    for (const row of rows) table.set(key(row), row);
  }
  for (const { deletes, upserts } of changes) {
    for (const row of deletes) table.delete(key(row));
    for (const row of upserts) table.set(key(row), row);
  }
}

/** Teams' rows as the table holds them, as a replay reads them back. */
function rowsOf(table: Map<string, Row>, teams: string[]): Map<string, GroupRows> {
  return new Map(teams.map((team) => [team, { members: [...table.values()].filter((row) => row.team === team) }]));
}

/** Folds the whole log at once: what the tables must hold at the end. */
function foldedAtOnce(events: RecordedEvent[]): Row[] {
  const groups = new Map<string, GroupRows>();
  for (const event of events) {
    const team = members.groupOf(event);
    groups.set(team, members.fold(groups.get(team) ?? { members: [] }, event));
  }
  return [...groups.values()].flatMap((rows) => rows.members);
}

const byKey = (rows: Row[]) =>
  [...rows].sort((a, b) =>
    `${String(a.team)}/${String(a.person)}`.localeCompare(`${String(b.team)}/${String(b.person)}`),
  );

describe('a replay writing groups as they settle', () => {
  it('writes a group once it is left alone for a page, and a group still changing only at the end', () => {
    const log = new FoldedLog(members);
    log.add([eventOf({ kind: 'put', team: 'a', person: 'ada', mark: 1 }, 1)]);
    // The page that touched team a hands nothing out: a may change again on the next page.
    expect(log.settled()).toEqual({ inserts: [], changes: [] });
    log.add([eventOf({ kind: 'put', team: 'b', person: 'bo', mark: 2 }, 2)]);
    expect(log.settled()).toEqual({
      inserts: [expect.objectContaining({ rows: [{ team: 'a', person: 'ada', mark: 1 }] })],
      changes: [],
    });
    expect(log.remaining()).toEqual({
      inserts: [expect.objectContaining({ rows: [{ team: 'b', person: 'bo', mark: 2 }] })],
      changes: [],
    });
  });

  it('writes a group changed after it was written as its difference: the changed rows and the gone ones', () => {
    const log = new FoldedLog(members);
    log.add([
      eventOf({ kind: 'put', team: 'a', person: 'ada', mark: 1 }, 1),
      eventOf({ kind: 'put', team: 'a', person: 'cy', mark: 3 }, 2),
    ]);
    log.settled();
    log.add([eventOf({ kind: 'put', team: 'b', person: 'bo', mark: 2 }, 3)]);
    log.settled();
    log.add([
      eventOf({ kind: 'put', team: 'a', person: 'ada', mark: 5 }, 4),
      eventOf({ kind: 'remove', team: 'a', person: 'cy' }, 5),
    ]);
    expect(log.remaining()).toEqual({
      // Team b, touched on the page before, has not been written yet: all its rows are new.
      inserts: [expect.objectContaining({ rows: [{ team: 'b', person: 'bo', mark: 2 }] })],
      changes: [
        expect.objectContaining({
          upserts: [{ team: 'a', person: 'ada', mark: 5 }],
          deletes: [{ team: 'a', person: 'cy', mark: 3 }],
        }),
      ],
    });
  });

  it('lets a written group go once its write committed, and folds a later event onto its rows read back', () => {
    const log = new FoldedLog(members);
    const table = new Map<string, Row>();
    log.add([eventOf({ kind: 'put', team: 'a', person: 'ada', mark: 1 }, 1)]);
    applyTo(table, log.settled());
    log.committed();
    log.add([eventOf({ kind: 'put', team: 'b', person: 'bo', mark: 2 }, 2)]);
    applyTo(table, log.settled());
    // Team a was handed out by this page; until its write commits it stays.
    expect(log.size).toBe(2);
    log.committed();
    expect(log.size).toBe(1);
    const later = [eventOf({ kind: 'put', team: 'a', person: 'cy', mark: 3 }, 3)];
    expect(log.leftAmong(later)).toEqual(['a']);
    log.restore(rowsOf(table, ['a']));
    log.add(later);
    expect(log.remaining()).toEqual({
      inserts: [expect.objectContaining({ rows: [{ team: 'b', person: 'bo', mark: 2 }] })],
      // Read back, team a is written as its difference from the table: only the new row.
      changes: [expect.objectContaining({ upserts: [{ team: 'a', person: 'cy', mark: 3 }], deletes: [] })],
    });
  });

  it('keeps a written group that changed again before its write committed', () => {
    const log = new FoldedLog(members);
    log.add([eventOf({ kind: 'put', team: 'a', person: 'ada', mark: 1 }, 1)]);
    log.settled();
    log.add([eventOf({ kind: 'put', team: 'b', person: 'bo', mark: 2 }, 2)]);
    log.settled(); // hands out team a
    log.add([eventOf({ kind: 'put', team: 'a', person: 'cy', mark: 3 }, 3)]);
    log.settled();
    log.committed();
    log.committed(); // team a's write: a changed since, so it stays
    expect(log.leftAmong([eventOf({ kind: 'put', team: 'a', person: 'ada', mark: 4 }, 4)])).toEqual([]);
    expect(log.size).toBe(2);
  });

  it('leaves the tables as folding the whole log at once, however the log is cut into pages', () => {
    const change = fc.record({
      kind: fc.constantFrom('put', 'put', 'remove', 'clear'),
      team: fc.constantFrom('a', 'b', 'c'),
      person: fc.constantFrom('ada', 'bo', 'cy'),
      mark: fc.integer({ min: 0, max: 3 }),
    }) as fc.Arbitrary<Change>;
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), fc.integer({ min: 1, max: 6 }), (changes, pageSize) => {
        const events = changes.map(eventOf);
        const log = new FoldedLog(members);
        const table = new Map<string, Row>();
        for (let at = 0; at < events.length; at += pageSize) {
          const page = events.slice(at, at + pageSize);
          // As the replay does: groups let go of are read back from the table before their next events,
          // and a page's write commits once the next page has been folded.
          log.restore(rowsOf(table, log.leftAmong(page)));
          log.add(page);
          applyTo(table, log.settled());
          if (at > 0) log.committed();
        }
        applyTo(table, log.remaining());
        expect(byKey([...table.values()])).toEqual(byKey(foldedAtOnce(events)));
      }),
      { numRuns: 500 },
    );
  });
});
