import type { Logger, Platform } from '@portal/platform';
import { seasonsMissingForCourses } from '@portal/projections';
import { requestMetadata } from '../../identity/shared/metadata';
import { seasonForNumber } from './course-season';

/**
 * Courses created before seasons were records name only a season number; their events read as
 * belonging to the season made for it (`withSeasonId`). When the portal starts, each such season
 * that does not exist yet is created, named after its number (DESIGN.md §9), so it is listed,
 * renamed and picked like any other. Processes starting together are safe: the season's stream is
 * appended at `no_stream`, and the one that loses the race finds it made on its retry.
 */
export async function moveCoursesIntoSeasons(platform: Platform, logger: Logger): Promise<number> {
  const missing = await seasonsMissingForCourses(platform.db);
  for (const { season } of missing) {
    await platform.commands.execute(requestMetadata('system'), (session) =>
      seasonForNumber(session, season, new Date()),
    );
  }
  if (missing.length > 0)
    logger.info({ seasons: missing.length }, 'courses moved into seasons named after their number');
  return missing.length;
}
