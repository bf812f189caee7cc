import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type WhatIfRunView, whatIfRequestSchema, whatIfRunViewSchema } from '@portal/contracts';
import { NotFoundError } from '@portal/domain';
import { findCourse } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { WhatIfRunner } from './what-if-runner';
import { findWhatIfRun } from './what-if-runs';

const runId = z.uuid();

/**
 * Auditors' question to the log (admins: the portal's auditors hold the admin role): what would have
 * happened to a course's applications with another deadline, other review weights or another number
 * of offers. The replay runs in the background; its run is polled for progress and differences.
 */
@ApiTags('admin')
@Controller('admin/what-if')
@Access('admin')
export class WhatIfController {
  constructor(
    private readonly runner: WhatIfRunner,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOkResponse({ description: 'The run as started: {id, status: running, progress, differences: []}' })
  @Contract({ body: whatIfRequestSchema, response: whatIfRunViewSchema })
  async start(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<WhatIfRunView> {
    const request = parseInput(whatIfRequestSchema, body);
    if (!(await findCourse(this.platform.db, request.course))) throw new NotFoundError('Course not found.');
    const id = await this.runner.start(request, user.userId);
    const run = await findWhatIfRun(this.platform.db, id);
    // The runner inserted the row before answering with its id.
    if (!run) throw new Error(`The what-if run ${id} was started but cannot be read.`);
    return run;
  }

  @Get(':id')
  @ApiOkResponse({ description: '{id, course, variation, status, progress, log_position, applications, differences}' })
  @Contract({ response: whatIfRunViewSchema })
  async run(@Param('id') id: string): Promise<WhatIfRunView> {
    const run = runId.safeParse(id).success ? await findWhatIfRun(this.platform.db, id) : null;
    if (!run) throw new NotFoundError('What-if run not found.');
    return run;
  }
}
