import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MediaFilesController } from './media-files/media-files.controller';
import { SetCourseContentController } from './set-course-content/set-course-content.controller';
import { SetCourseContentHandler } from './set-course-content/set-course-content.handler';
import { VerifyContentPasswordController } from './verify-content-password/verify-content-password.controller';
import { VerifyContentPasswordHandler } from './verify-content-password/verify-content-password.handler';

const httpControllers = [MediaFilesController, VerifyContentPasswordController, SetCourseContentController];
const commandHandlers = [SetCourseContentHandler, VerifyContentPasswordHandler];

/** Course content: the file list, its shared password, and staff's settings. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class ContentModule {}
