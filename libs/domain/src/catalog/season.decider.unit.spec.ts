import { specFor } from '../shared/testing/given-when-then';
import { SEASON_NAME_TAKEN, seasonNameDecider } from './season-name.decider';
import { seasonDecider } from './season.decider';
import { type SeasonEvent, seasonNameStreamId } from './season.events';

const now = new Date('2026-12-06T10:00:00Z');
const fields = { name: 'Summer 2027', start_date: '2027-06-01', end_date: '2027-08-31' };
const created: SeasonEvent = {
  type: 'SeasonCreated',
  data: { seasonId: 's1', fields, fromNumber: null, createdAt: now.toISOString() },
};

describe('a season', () => {
  const given = specFor(seasonDecider);
  it('is created with its name and days', () =>
    given([]).when({ type: 'CreateSeason', seasonId: 's1', fields, now }).then([created]));
  it('records the number it was made for', () =>
    given([])
      .when({ type: 'CreateSeason', seasonId: 's1', fields, fromNumber: 2027, now })
      .then([{ type: 'SeasonCreated', data: { ...created.data, fromNumber: 2027 } }]));
  it('is created once', () =>
    given([created]).when({ type: 'CreateSeason', seasonId: 's1', fields, now }).thenThrows('already_exists'));
  it('refuses to end before it starts', () =>
    given([])
      .when({ type: 'CreateSeason', seasonId: 's1', fields: { ...fields, end_date: '2027-05-31' }, now })
      .thenThrows('invalid', 'end_date'));
  it('records only what an update changes', () =>
    given([created])
      .when({ type: 'UpdateSeason', seasonId: 's1', changes: { name: 'Summer 2027', end_date: '2027-09-15' }, now })
      .then([
        {
          type: 'SeasonUpdated',
          data: { seasonId: 's1', changes: { end_date: '2027-09-15' }, updatedAt: now.toISOString() },
        },
      ]));
  it('records nothing when nothing changed', () =>
    given([created])
      .when({ type: 'UpdateSeason', seasonId: 's1', changes: { ...fields }, now })
      .then([]));
  it('refuses an update that puts its end before its start', () =>
    given([created])
      .when({ type: 'UpdateSeason', seasonId: 's1', changes: { start_date: '2027-09-01' }, now })
      .thenThrows('invalid', 'end_date'));
  it('refuses to update a season that does not exist', () =>
    given([])
      .when({ type: 'UpdateSeason', seasonId: 's9', changes: { name: 'x' }, now })
      .thenThrows('not_found'));
});

describe('a season’s name', () => {
  const given = specFor(seasonNameDecider);
  const claimed = { type: 'SeasonNameClaimed' as const, data: { seasonId: 's1', claimedAt: now.toISOString() } };
  it('is claimed by the first season to take it', () =>
    given([]).when({ type: 'ClaimSeasonName', seasonId: 's1', now }).then([claimed]));
  it('is kept by the season holding it', () =>
    given([claimed]).when({ type: 'ClaimSeasonName', seasonId: 's1', now }).then([]));
  it('is refused to a second season, with the reason on the name', () => {
    given([claimed]).when({ type: 'ClaimSeasonName', seasonId: 's2', now }).thenThrows('unique', 'name');
    expect(SEASON_NAME_TAKEN).toBe('A season with this name already exists.');
  });
  it('is free again once its season is renamed, and only by that season', () => {
    const released = { type: 'SeasonNameReleased' as const, data: { seasonId: 's1', releasedAt: now.toISOString() } };
    given([claimed]).when({ type: 'ReleaseSeasonName', seasonId: 's2', now }).then([]);
    given([claimed]).when({ type: 'ReleaseSeasonName', seasonId: 's1', now }).then([released]);
    given([claimed, released])
      .when({ type: 'ClaimSeasonName', seasonId: 's2', now })
      .then([{ type: 'SeasonNameClaimed', data: { seasonId: 's2', claimedAt: now.toISOString() } }]);
  });
  it('is one name however it is cased or spaced', () =>
    expect(seasonNameStreamId('  Summer   2027 ')).toBe(seasonNameStreamId('summer 2027')));
});
