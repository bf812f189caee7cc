import type { GroupRows, RowSetReadModel } from './read-model';
import { changesOf } from './row-writes';

const members: RowSetReadModel = {
  name: 'members',
  eventTypes: [],
  tables: [
    {
      name: 'members',
      key: ['team', 'person'],
      group: 'team',
      columns: { team: 'text NOT NULL', person: 'text NOT NULL', mark: 'int' },
    },
  ],
  groupOf: () => '',
  singleStream: true,
  fold: (rows) => rows,
};
const member = (team: string, person: string, mark: number | null = null) => ({ team, person, mark });
const groups = (entries: Array<[string, GroupRows['members']]>) =>
  new Map(entries.map(([team, rows]) => [team, { members: rows }]));

describe("the rows a group's fold changed", () => {
  it('upserts the new and changed rows, deletes the gone ones, and leaves the same ones alone', () => {
    const kept = member('t1', 'ada', 1);
    const [changes] = changesOf(
      members,
      groups([['t1', [kept, member('t1', 'bo'), member('t1', 'cy')]]]),
      groups([['t1', [kept, member('t1', 'bo', 2), member('t1', 'dee')]]]),
    );
    expect(changes.upserts).toEqual([member('t1', 'bo', 2), member('t1', 'dee')]);
    expect(changes.deletes).toEqual([member('t1', 'cy')]);
  });

  it('writes a row equal to the one before but built anew as nothing at all', () => {
    const [changes] = changesOf(
      members,
      groups([['t1', [member('t1', 'ada', 1)]]]),
      groups([['t1', [member('t1', 'ada', 1)]]]),
    );
    expect(changes).toMatchObject({ upserts: [], deletes: [] });
  });

  it('upserts and does not delete a key that moved from one group to another', () => {
    const moving: RowSetReadModel = { ...members, tables: [{ ...members.tables[0], key: 'person' }] };
    const [changes] = changesOf(
      moving,
      groups([
        ['t1', [member('t1', 'ada')]],
        ['t2', []],
      ]),
      groups([
        ['t1', []],
        ['t2', [member('t2', 'ada')]],
      ]),
    );
    expect(changes).toEqual({ table: moving.tables[0], upserts: [member('t2', 'ada')], deletes: [] });
  });
});
