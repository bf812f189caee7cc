import type { SeasonFields } from '@portal/contracts';
import type { DomainEvent } from '../shared/decider';

/**
 * A season as staff created it. `fromNumber` marks the ones made for courses that named only a season
 * number (those created before seasons existed, or by an older client): DESIGN.md §9 moves them into
 * a season named after it.
 */
export type SeasonCreated = DomainEvent<
  'SeasonCreated',
  { seasonId: string; fields: SeasonFields; fromNumber: number | null; createdAt: string }
>;

/** Only the fields that changed. */
export type SeasonUpdated = DomainEvent<
  'SeasonUpdated',
  { seasonId: string; changes: Partial<SeasonFields>; updatedAt: string }
>;

export type SeasonEvent = SeasonCreated | SeasonUpdated;

export const seasonStreamId = (seasonId: string): string => `season-${seasonId}`;

/**
 * One season per name, however it is written ("Summer 2027" and "summer 2027 " are one name): the name
 * is claimed on a stream of its own in the season's transaction, as an email address is by an account.
 */
export const seasonNameStreamId = (name: string): string =>
  `season-name-${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;

export type SeasonNameEvent =
  | DomainEvent<'SeasonNameClaimed', { seasonId: string; claimedAt: string }>
  | DomainEvent<'SeasonNameReleased', { seasonId: string; releasedAt: string }>;
