import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { announcementDecider, announcementStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { announcementRecipients } from '../shared/announcement-recipients';
import { SendAnnouncementCommand } from './send-announcement.command';

/**
 * Sends a draft: its audience is resolved in the sending's transaction (the read models are written
 * inline, so they hold every committed application) and `AnnouncementSent` names whom it went to;
 * each person's email is a job the outbox queues in that same transaction.
 */
@CommandHandler(SendAnnouncementCommand)
export class SendAnnouncementHandler implements ICommandHandler<SendAnnouncementCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ announcementId, actor }: SendAnnouncementCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const announcement = await session.load(announcementStreamId(announcementId), announcementDecider);
      const recipients =
        announcement.state.status === 'draft'
          ? await announcementRecipients(session.tx, announcement.state.draft.audience)
          : { ids: [], leftOut: { erased: 0 } };
      session.decide(announcement, 'announcement', {
        type: 'SendAnnouncement',
        announcementId,
        recipients,
        now: new Date(),
      });
    });
  }
}
