import { Module } from '@nestjs/common';
import { MediaFilesController } from './media-files/media-files.controller';
import { SetCourseContentController } from './set-course-content/set-course-content.controller';
import { VerifyContentPasswordController } from './verify-content-password/verify-content-password.controller';

/** Course content: the file list, its shared password, and staff's settings. */
@Module({ controllers: [MediaFilesController, VerifyContentPasswordController, SetCourseContentController] })
export class ContentModule {}
