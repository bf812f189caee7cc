import { seasonFieldsForNumber, seasonIdForNumber, seasonNumberOf } from '@portal/contracts';
import { DomainError, seasonDecider, seasonNameDecider, seasonNameStreamId, seasonStreamId } from '@portal/domain';
import type { CommandSession } from '@portal/event-store';

/** A course's season as its events record it: the season's id and the programme year it stands for. */
export interface CourseSeason {
  season_id: string;
  season: number;
}

/**
 * The season a course joins, decided in the course's own transaction. A season named by id must
 * exist; its start year is the course's `season`. A bare number (clients from before seasons) joins
 * the season of that name, or the one made for the number, made here when there is none yet.
 */
export async function placeInSeason(
  session: CommandSession,
  choice: { season_id?: string; season?: number },
  now: Date,
): Promise<CourseSeason> {
  if (choice.season_id !== undefined) {
    const { state } = await session.load(seasonStreamId(choice.season_id), seasonDecider);
    if (state.status !== 'created') throw new DomainError('invalid', 'Choose a season that exists.', 'season_id');
    return { season_id: choice.season_id, season: seasonNumberOf(state.season) };
  }
  if (choice.season === undefined)
    throw new DomainError('invalid', 'Choose the season the course belongs to.', 'season_id');
  return seasonForNumber(session, choice.season, now);
}

/** The season of a bare season number, made (its name claimed) when it does not exist yet. */
export async function seasonForNumber(session: CommandSession, season: number, now: Date): Promise<CourseSeason> {
  const fields = seasonFieldsForNumber(season);
  const claim = await session.load(seasonNameStreamId(fields.name), seasonNameDecider);
  if (claim.state.seasonId !== null) return { season_id: claim.state.seasonId, season };
  const seasonId = seasonIdForNumber(season);
  const stream = await session.load(seasonStreamId(seasonId), seasonDecider);
  // The season made for this number, renamed since, still takes the number's courses.
  if (stream.state.status === 'empty') {
    session.decide(stream, 'season', { type: 'CreateSeason', seasonId, fields, fromNumber: season, now });
    session.decide(claim, 'season-name', { type: 'ClaimSeasonName', seasonId, now });
  }
  return { season_id: seasonId, season };
}
