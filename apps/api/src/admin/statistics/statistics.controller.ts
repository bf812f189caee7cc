import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Platform } from '@portal/platform';
import { z } from 'zod';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { PLATFORM } from '../../platform/platform.module';
import { type ApplicationStatistics, applicationStatistics } from './application-statistics';

const statisticsQuerySchema = z.object({ course: z.string().min(1).max(100).optional() }).strict();

/** The dashboard's charts (staff): applications per day, the status funnel, acceptance, money collected. */
@ApiTags('admin')
@Controller('admin/statistics')
@Access('reviewer')
export class StatisticsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: '{per_day, funnel, by_country, by_seniority, money}, optionally for one `course`' })
  async statistics(@Query() query: unknown): Promise<ApplicationStatistics> {
    const { course } = parseInput(statisticsQuerySchema, query);
    return applicationStatistics(this.platform.db, course ?? null);
  }
}
