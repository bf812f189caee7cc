import type { SeasonFields, UpdateSeasonInput } from '@portal/contracts';
import { type Decider, assertNever } from '../shared/decider';
import { DomainError, NotFoundError } from '../shared/domain-error';
import type { SeasonEvent } from './season.events';

export type SeasonCommand =
  | { type: 'CreateSeason'; seasonId: string; fields: SeasonFields; fromNumber?: number; now: Date }
  | { type: 'UpdateSeason'; seasonId: string; changes: UpdateSeasonInput; now: Date };

export type SeasonState =
  { status: 'empty' } | { status: 'created'; seasonId: string; season: SeasonFields; fromNumber: number | null };

export const seasonDecider: Decider<SeasonCommand, SeasonEvent, SeasonState> = {
  eventTypes: { SeasonCreated: true, SeasonUpdated: true },
  initialState: () => ({ status: 'empty' }),

  evolve(state, event) {
    switch (event.type) {
      case 'SeasonCreated':
        return {
          status: 'created',
          seasonId: event.data.seasonId,
          season: event.data.fields,
          fromNumber: event.data.fromNumber,
        };
      case 'SeasonUpdated':
        if (state.status !== 'created') return state;
        return { ...state, season: { ...state.season, ...event.data.changes } };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateSeason': {
        if (state.status !== 'empty') throw new DomainError('already_exists', 'This season already exists.');
        rejectEndBeforeStart(command.fields);
        const { seasonId, fields, now } = command;
        return [
          {
            type: 'SeasonCreated',
            data: { seasonId, fields, fromNumber: command.fromNumber ?? null, createdAt: now.toISOString() },
          },
        ];
      }
      case 'UpdateSeason': {
        if (state.status !== 'created') throw new NotFoundError('Season not found.');
        const changes = Object.fromEntries(
          // A field sent as undefined is no change, as a field not sent.
          (Object.entries(command.changes) as Array<[keyof SeasonFields, string | undefined]>).filter(
            ([key, value]) => value !== undefined && value !== state.season[key],
          ),
        ) as Partial<SeasonFields>;
        if (Object.keys(changes).length === 0) return [];
        rejectEndBeforeStart({ ...state.season, ...changes });
        return [
          {
            type: 'SeasonUpdated',
            data: { seasonId: command.seasonId, changes, updatedAt: command.now.toISOString() },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};

function rejectEndBeforeStart(season: SeasonFields): void {
  if (season.end_date < season.start_date)
    throw new DomainError('invalid', 'The season must end after it starts.', 'end_date');
}
