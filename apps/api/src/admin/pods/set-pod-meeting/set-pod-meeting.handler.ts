import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { podDecider, podStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { SetPodMeetingCommand } from './set-pod-meeting.command';

@CommandHandler(SetPodMeetingCommand)
export class SetPodMeetingHandler implements ICommandHandler<SetPodMeetingCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, podId, meeting }: SetPodMeetingCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(podStreamId(podId), podDecider);
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
  }
}
