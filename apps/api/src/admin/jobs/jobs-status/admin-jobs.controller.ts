import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type JobRow, type JobsSummary, jobRowSchema, jobsSummarySchema } from '@portal/contracts';
import { type Platform, bullQueueCounts } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Contract, CONTENT_RANGE } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { JOB_SORT_FIELDS, jobCountsByType, jobFilterSchema, listJobs } from './job-queries';

const JOB_LIST = {
  filter: jobFilterSchema,
  sortFields: JOB_SORT_FIELDS,
  defaultSort: ['created_at', 'DESC'] as ['created_at', 'DESC'],
};

/**
 * Jobs for admins under either runner: the outbox (Postgres) is the truth for both, so counts and
 * failures are read from it; in production the BullMQ queue's own counts are shown beside them.
 */
@ApiTags('admin')
@Controller('admin/jobs')
@Access('admin')
export class AdminJobsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'One page of jobs (failed ones with their error); total in `Content-Range`' })
  @Contract({ query: listQuerySchema(JOB_LIST), response: z.array(jobRowSchema), headers: CONTENT_RANGE })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<JobRow[]> {
    const listQuery = parseListQuery(query, JOB_LIST);
    const { rows, total } = await listJobs(this.platform.db, listQuery);
    setContentRange(response, 'jobs', listQuery.start, rows.length, total);
    return rows;
  }

  @Get('summary')
  @ApiOkResponse({ description: '{runner, queues: [{type, queued, scheduled, active, failed, completed}], bullmq}' })
  @Contract({ response: jobsSummarySchema })
  async summary(): Promise<JobsSummary> {
    const { REDIS_URL } = this.platform.config;
    const queues = await jobCountsByType(this.platform.db);
    const bullmq = REDIS_URL
      ? await bullQueueCounts(REDIS_URL).catch((error: unknown) => ({
          error: `Redis could not be read: ${error instanceof Error ? error.message : String(error)}`,
        }))
      : null;
    return { runner: REDIS_URL ? 'bullmq' : 'in-process', queues, bullmq };
  }
}
