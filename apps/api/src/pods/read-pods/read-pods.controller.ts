import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Page, type PodView, pageSchema, podIdsQuerySchema, podViewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';
import { podViews } from './pod-views';

/** `GET /api/pods/{id}/` and `GET /api/pods/?ids=`: a pod the caller is on (or any, for an admin); others are not found. */
@ApiTags('pods')
@Controller('pods')
@Access('applicant')
export class ReadPodsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'The pods of `ids` the caller may see (the others are left out)' })
  @Contract({ query: podIdsQuerySchema, response: pageSchema(podViewSchema) })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: unknown): Promise<Page<PodView>> {
    const { ids } = parseInput(podIdsQuerySchema, query);
    const results = await podViews(this.platform.db, ids, viewerOf(user), new Date());
    return { count: results.length, next: null, previous: null, results };
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The Pod of spec 2 §3' })
  @Contract({ response: podViewSchema })
  async read(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<PodView> {
    const view = (await podViews(this.platform.db, [id], viewerOf(user), new Date())).at(0);
    if (!view) throw new NotFoundException();
    return view;
  }
}

/** Admins read every pod; a reviewer is staff for applications only, and sees a pod only if on it. */
const viewerOf = (user: AuthenticatedUser) => ({ userId: user.userId, admin: user.role === 'admin' });
