import { type Decider, assertNever } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { SeasonNameEvent } from './season.events';

export type SeasonNameCommand =
  { type: 'ClaimSeasonName'; seasonId: string; now: Date } | { type: 'ReleaseSeasonName'; seasonId: string; now: Date };

/** Which season holds the name, if any. */
export interface SeasonNameState {
  seasonId: string | null;
}

export const SEASON_NAME_TAKEN = 'A season with this name already exists.';

export const seasonNameDecider: Decider<SeasonNameCommand, SeasonNameEvent, SeasonNameState> = {
  eventTypes: { SeasonNameClaimed: true, SeasonNameReleased: true },
  initialState: () => ({ seasonId: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'SeasonNameClaimed':
        return { seasonId: event.data.seasonId };
      case 'SeasonNameReleased':
        return state.seasonId === event.data.seasonId ? { seasonId: null } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ClaimSeasonName':
        if (state.seasonId === command.seasonId) return [];
        if (state.seasonId !== null) throw new DomainError('unique', SEASON_NAME_TAKEN, 'name');
        return [
          { type: 'SeasonNameClaimed', data: { seasonId: command.seasonId, claimedAt: command.now.toISOString() } },
        ];
      case 'ReleaseSeasonName':
        if (state.seasonId !== command.seasonId) return [];
        return [
          { type: 'SeasonNameReleased', data: { seasonId: command.seasonId, releasedAt: command.now.toISOString() } },
        ];
      default:
        return assertNever(command);
    }
  },
};
