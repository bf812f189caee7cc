import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAnnouncementsController } from './admin-announcements.controller';
import { DraftAnnouncementHandler } from './draft-announcement/draft-announcement.handler';
import { EditAnnouncementHandler } from './edit-announcement/edit-announcement.handler';
import { PreviewAnnouncementController } from './preview-announcement/preview-announcement.controller';
import { SendAnnouncementController } from './send-announcement/send-announcement.controller';
import { SendAnnouncementHandler } from './send-announcement/send-announcement.handler';

const httpControllers = [AdminAnnouncementsController, PreviewAnnouncementController, SendAnnouncementController];
const commandHandlers = [DraftAnnouncementHandler, EditAnnouncementHandler, SendAnnouncementHandler];

/** Announcements to a chosen group (issue 56): staff's only, so the context's module lives here alone. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class AdminAnnouncementsModule {}
