import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type PodView, podMeetingSchema, podViewSchema } from '@portal/contracts';
import { podDecider, podStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';
import { podViews } from '../read-pods/pod-views';

/** Staff set a pod's meeting (link, host key, login, password, transcripts); the login stays sealed in the log. */
@ApiTags('admin')
@Controller('admin/pods')
@Access('admin')
export class SetPodMeetingController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Put(':id/meeting')
  @ApiOkResponse({ description: 'The pod as staff see it' })
  @Contract({ body: podMeetingSchema, response: podViewSchema })
  async set(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown): Promise<PodView> {
    const meeting = parseInput(podMeetingSchema, body);
    await this.platform.commands.execute(requestMetadata(user.userId), async (session) => {
      const stream = await session.load(podStreamId(id), podDecider);
      session.decide(stream, 'pod', {
        type: 'SetPodMeeting',
        meetingLink: meeting.meeting_link,
        claimHostKey: meeting.claim_host_key,
        loginEmail: meeting.login_email,
        emailPassword: meeting.email_password,
        transcripts: meeting.transcripts,
        now: new Date(),
      });
    });
    const [view] = await podViews(this.platform.db, [id], { userId: user.userId, staff: true }, new Date());
    return view;
  }
}
