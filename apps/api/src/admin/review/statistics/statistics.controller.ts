import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type ApplicationStatistics, applicationStatisticsSchema, statisticsQuerySchema } from '@portal/contracts';
import { applicationStatistics } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';

/** The dashboard's charts (staff): applications per day, the status funnel, acceptance, money collected. */
@ApiTags('admin')
@Controller('admin/statistics')
@Access('reviewer')
export class StatisticsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: '{per_day, funnel, by_country, by_seniority, money}, optionally for one `course`' })
  @Contract({ query: statisticsQuerySchema, response: applicationStatisticsSchema })
  async statistics(@Query() query: unknown): Promise<ApplicationStatistics> {
    const { course } = parseInput(statisticsQuerySchema, query);
    return applicationStatistics(this.platform.db, course ?? null);
  }
}
