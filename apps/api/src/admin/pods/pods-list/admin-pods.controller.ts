import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type MegapodListRow,
  type PodListRow,
  type PodView,
  megapodListRowSchema,
  podListRowSchema,
  podViewSchema,
} from '@portal/contracts';
import { dataSetName, dataSetNamesOf } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import {
  MEGAPOD_SORT_FIELDS,
  POD_SORT_FIELDS,
  findCourse,
  listMegapodsForStaff,
  listPodsForStaff,
} from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { podViews } from '../../../pods/read-pods/pod-views';
import { Contract, CONTENT_RANGE } from '../../../http/openapi/route-contract';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { megapodFilterSchema, podFilterSchema } from './pod-list-filters';

const POD_LIST = {
  filter: podFilterSchema,
  sortFields: POD_SORT_FIELDS,
  defaultSort: ['name', 'ASC'] as ['name', 'ASC'],
};
const MEGAPOD_LIST = {
  filter: megapodFilterSchema,
  sortFields: MEGAPOD_SORT_FIELDS,
  defaultSort: ['name', 'ASC'] as ['name', 'ASC'],
};

/** The rows with their data set as the course names it (the pod view's rule), not its id. */
async function namingDataSets<R extends { course: string; dataset: string }>(db: Queryable, rows: R[]): Promise<R[]> {
  const names = new Map<string, Record<string, string>>();
  for (const course of new Set(rows.map((row) => row.course)))
    names.set(course, dataSetNamesOf((await findCourse(db, course))?.data_sets ?? []));
  return rows.map((row) => ({ ...row, dataset: dataSetName(names.get(row.course), row.dataset) }));
}

/** Formed pods and megapods for admins (matching is theirs; reviewers only decide on applications). */
@ApiTags('admin')
@Controller('admin')
@Access('admin')
export class AdminPodsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get('pods')
  @ApiOkResponse({ description: 'One page of pods; the total is in `Content-Range`' })
  @Contract({ query: listQuerySchema(POD_LIST), response: z.array(podListRowSchema), headers: CONTENT_RANGE })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<PodListRow[]> {
    const listQuery = parseListQuery(query, POD_LIST);
    const { rows, total } = await listPodsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'pods', listQuery.start, rows.length, total);
    return namingDataSets(this.platform.db, rows);
  }

  @Get('pods/:id')
  @ApiOkResponse({ description: 'The Pod of spec 2 §3 as its TAs see it (emails, attendance, meeting login)' })
  @Contract({ response: podViewSchema })
  async show(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<PodView> {
    const view = (await podViews(this.platform.db, [id], { userId: user.userId, admin: true }, new Date())).at(0);
    if (!view) throw new NotFoundException();
    return view;
  }

  @Get('megapods')
  @ApiOkResponse({ description: 'One page of megapods; the total is in `Content-Range`' })
  @Contract({ query: listQuerySchema(MEGAPOD_LIST), response: z.array(megapodListRowSchema), headers: CONTENT_RANGE })
  async megapods(
    @Query() query: unknown,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<MegapodListRow[]> {
    const listQuery = parseListQuery(query, MEGAPOD_LIST);
    const { rows, total } = await listMegapodsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'megapods', listQuery.start, rows.length, total);
    return namingDataSets(this.platform.db, rows);
  }
}
