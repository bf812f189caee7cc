import { Body, Controller, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AnnouncementView, announcementViewSchema, sendAnnouncementSchema } from '@portal/contracts';
import { findAnnouncement } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { SendAnnouncementCommand } from './send-announcement.command';

/** Sends a draft announcement to its audience as it stands now, once; each person's email goes through the outbox. */
@ApiTags('admin')
@Controller('admin/announcements')
@Access('admin')
export class SendAnnouncementController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post(':id/send')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The announcement as sent, with how many it went to and who was left out' })
  @Contract({ body: sendAnnouncementSchema, response: announcementViewSchema })
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<AnnouncementView> {
    parseInput(sendAnnouncementSchema, body);
    await this.commands.execute(new SendAnnouncementCommand(id, user.userId));
    const announcement = await findAnnouncement(this.platform.db, id);
    if (!announcement) throw new NotFoundException();
    return announcement;
  }
}
