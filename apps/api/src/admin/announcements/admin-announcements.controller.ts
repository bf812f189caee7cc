import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ANNOUNCEMENT_STATUSES,
  type AnnouncementView,
  announcementViewSchema,
  createAnnouncementSchema,
  updateAnnouncementSchema,
} from '@portal/contracts';
import { ANNOUNCEMENT_SORT_FIELDS, findAnnouncement, listAnnouncementsForStaff } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_RANGE, Contract } from '../../http/openapi/route-contract';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { idFilter, listQuerySchema, parseListQuery, setContentRange } from '../shared/ra-list-query';
import { DraftAnnouncementCommand } from './draft-announcement/draft-announcement.command';
import { EditAnnouncementCommand } from './edit-announcement/edit-announcement.command';

const ANNOUNCEMENT_LIST = {
  filter: z
    .object({
      id: idFilter.optional(),
      course: z.string().min(1).max(100).optional(),
      status: z.enum(ANNOUNCEMENT_STATUSES).optional(),
    })
    .strict(),
  sortFields: ANNOUNCEMENT_SORT_FIELDS,
  defaultSort: ['created_at', 'DESC'] as ['created_at', 'DESC'],
};

/**
 * Announcements in the ra-data-simple-rest convention (issue 56): admins draft one to a group picked
 * by the application list's filters, edit it while a draft, preview and send it (the routes beside).
 */
@ApiTags('admin')
@Controller('admin/announcements')
@Access('admin')
export class AdminAnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'One page of announcements; the total is in `Content-Range`' })
  @Contract({
    query: listQuerySchema(ANNOUNCEMENT_LIST),
    response: z.array(announcementViewSchema),
    headers: CONTENT_RANGE,
  })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<AnnouncementView[]> {
    const listQuery = parseListQuery(query, ANNOUNCEMENT_LIST);
    const { rows, total } = await listAnnouncementsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'announcements', listQuery.start, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The announcement' })
  @Contract({ response: announcementViewSchema })
  one(@Param('id') id: string): Promise<AnnouncementView> {
    return this.found(id);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The new draft' })
  @Contract({ body: createAnnouncementSchema, response: announcementViewSchema })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<AnnouncementView> {
    const draft = parseInput(createAnnouncementSchema, body);
    const id = randomUUID();
    await this.commands.execute(new DraftAnnouncementCommand(id, draft, user.userId));
    return this.found(id);
  }

  @Put(':id')
  @ApiOkResponse({ description: 'The draft as it now stands' })
  @Contract({ body: updateAnnouncementSchema, response: announcementViewSchema })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<AnnouncementView> {
    const changes = parseInput(updateAnnouncementSchema, body);
    await this.commands.execute(new EditAnnouncementCommand(id, changes, user.userId));
    return this.found(id);
  }

  private async found(id: string): Promise<AnnouncementView> {
    const announcement = await findAnnouncement(this.platform.db, id);
    if (!announcement) throw new NotFoundException();
    return announcement;
  }
}
