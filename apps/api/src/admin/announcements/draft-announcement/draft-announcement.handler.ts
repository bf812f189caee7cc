import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { announcementDecider, announcementStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { courseExists } from '../shared/course-exists';
import { DraftAnnouncementCommand } from './draft-announcement.command';

/** A new announcement's draft, for a course on the log. */
@CommandHandler(DraftAnnouncementCommand)
export class DraftAnnouncementHandler implements ICommandHandler<DraftAnnouncementCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ announcementId, draft, actor }: DraftAnnouncementCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const announcement = await session.load(announcementStreamId(announcementId), announcementDecider);
      session.decide(announcement, 'announcement', {
        type: 'DraftAnnouncement',
        announcementId,
        draft,
        courseExists: await courseExists(session, draft.audience.course),
        now: new Date(),
      });
    });
  }
}
