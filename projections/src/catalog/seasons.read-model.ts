import type { SeasonEvent } from '@portal/domain';
import { type Projection, type ReadModel, projectionOf } from '@portal/event-store';

/** A row of `seasons`: a season's name and days as they now stand. */
export interface SeasonRow extends Record<string, unknown> {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  /** The season number it was made for (courses that named only a number), or null. */
  from_number: number | null;
  created_at: Date;
  updated_at: Date;
}

/** `seasons`: one row per season. Inline, so the course form offers a season the moment it exists. */
export const seasonsReadModel: ReadModel<SeasonRow, SeasonEvent> = {
  name: 'seasons',
  eventTypes: ['SeasonCreated', 'SeasonUpdated'],
  table: {
    name: 'seasons',
    key: 'id',
    columns: {
      id: 'text PRIMARY KEY',
      name: 'text NOT NULL',
      start_date: 'text NOT NULL',
      end_date: 'text NOT NULL',
      from_number: 'int',
      created_at: 'timestamptz NOT NULL',
      updated_at: 'timestamptz NOT NULL',
    },
    indexes: { start: '(start_date DESC, id)' },
  },
  keyOf: (event) => event.data.seasonId,
  singleStream: true,

  fold(row, event) {
    if (event.type === 'SeasonCreated') {
      const { seasonId, fields, fromNumber, createdAt } = event.data;
      return (
        row ?? {
          id: seasonId,
          ...fields,
          from_number: fromNumber,
          created_at: new Date(createdAt),
          updated_at: new Date(createdAt),
        }
      );
    }
    const { changes, updatedAt } = event.data;
    return row && { ...row, ...changes, updated_at: new Date(updatedAt) };
  },
};

export const seasonsProjection: Projection = projectionOf(seasonsReadModel);
