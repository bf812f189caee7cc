import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type PodView, podMeetingSchema, podViewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { podViews } from '../../../pods/read-pods/pod-views';
import { SetPodMeetingCommand } from './set-pod-meeting.command';

/** Staff set a pod's meeting (link, host key, login, password, transcripts); the login stays sealed in the log. */
@ApiTags('admin')
@Controller('admin/pods')
@Access('admin')
export class SetPodMeetingController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Put(':id/meeting')
  @ApiOkResponse({ description: 'The pod as staff see it' })
  @Contract({ body: podMeetingSchema, response: podViewSchema })
  async set(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown): Promise<PodView> {
    const meeting = parseInput(podMeetingSchema, body);
    await this.commands.execute(new SetPodMeetingCommand(user.userId, id, meeting));
    const [view] = await podViews(this.platform.db, [id], { userId: user.userId, admin: true }, new Date());
    return view;
  }
}
