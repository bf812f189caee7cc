import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { announcementDecider, announcementStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { courseExists } from '../shared/course-exists';
import { EditAnnouncementCommand } from './edit-announcement.command';

/** A draft's new subject, body or audience; a sent announcement stays as it went out. */
@CommandHandler(EditAnnouncementCommand)
export class EditAnnouncementHandler implements ICommandHandler<EditAnnouncementCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ announcementId, changes, actor }: EditAnnouncementCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const announcement = await session.load(announcementStreamId(announcementId), announcementDecider);
      const course =
        changes.audience?.course ??
        (announcement.state.status === 'empty' ? null : announcement.state.draft.audience.course);
      session.decide(announcement, 'announcement', {
        type: 'EditAnnouncement',
        announcementId,
        changes,
        courseExists: course !== null && (await courseExists(session, course)),
        now: new Date(),
      });
    });
  }
}
