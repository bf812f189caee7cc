import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type SeasonOverview, seasonOverviewQuerySchema, seasonOverviewSchema } from '@portal/contracts';
import { seasonOverview } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';

/**
 * The staff dashboard's season: per course, applications by status, reviews, offers, enrolments,
 * waivers and pods. Counts only, no person named, so reviewers see it as admins do.
 */
@ApiTags('admin')
@Controller('admin/season-overview')
@Access('reviewer')
export class SeasonOverviewController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({
    description: "{season, seasons, courses: [...]}: one season's courses, the newest with a course when absent",
  })
  @Contract({ query: seasonOverviewQuerySchema, response: seasonOverviewSchema })
  async overview(@Query() query: unknown): Promise<SeasonOverview> {
    const { season_id } = parseInput(seasonOverviewQuerySchema, query);
    return seasonOverview(this.platform.db, season_id ?? null, new Date());
  }
}
