import {
  ConflictException,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type ProjectionStatus, projectionStatusSchema } from '@portal/contracts';
import { ALL_PROJECTIONS, findProjection } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { setContentRange } from '../../shared/ra-list-query';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { logHead, projectionStatus } from './projection-status';
import { ProjectionRebuilds } from './projection-rebuilds';

/** Each read model's position against the log head, and rebuilding one from the log (admins). */
@ApiTags('admin')
@Controller('admin/projections')
@Access('admin')
export class ProjectionsController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly rebuilds: ProjectionRebuilds,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Every projection (a short, fixed list: no paging); `Content-Range` as for lists' })
  @Contract({ response: z.array(projectionStatusSchema), headers: CONTENT_RANGE })
  async list(@Res({ passthrough: true }) response: FastifyReply): Promise<ProjectionStatus[]> {
    const { db } = this.platform;
    const [head, rebuilds] = await Promise.all([logHead(db), this.rebuilds.all()]);
    const rows: ProjectionStatus[] = [];
    for (const projection of ALL_PROJECTIONS)
      rows.push(await projectionStatus(db, projection, head, rebuilds.get(projection.name) ?? null));
    setContentRange(response, 'projections', 0, rows.length, rows.length);
    return rows;
  }

  @Get(':name')
  @ApiOkResponse({ description: 'One projection with its latest rebuild, polled while a rebuild runs' })
  @Contract({ response: projectionStatusSchema })
  async show(@Param('name') name: string): Promise<ProjectionStatus> {
    const projection = findProjection(name);
    if (!projection) throw new NotFoundException();
    const { db } = this.platform;
    const [head, rebuilds] = await Promise.all([logHead(db), this.rebuilds.all()]);
    return projectionStatus(db, projection, head, rebuilds.get(name) ?? null);
  }

  @Post(':name/rebuild')
  @HttpCode(202)
  @ApiOkResponse({ description: 'Started: 202 with the projection; 409 while a rebuild of it runs' })
  @Contract({ body: z.object({}), response: projectionStatusSchema })
  async rebuild(@Param('name') name: string, @CurrentUser() user: AuthenticatedUser): Promise<ProjectionStatus> {
    const projection = findProjection(name);
    if (!projection) throw new NotFoundException();
    const started = await this.rebuilds.start(projection, user.userId);
    if (!started) throw new ConflictException('This read model is already being rebuilt.');
    const { db } = this.platform;
    return projectionStatus(db, projection, await logHead(db), started);
  }
}
