import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SetCourseContentController } from './set-course-content/set-course-content.controller';
import { SetCourseContentHandler } from './set-course-content/set-course-content.handler';

/** Staff's settings of a course's content: its files and shared password. */
@Module({ imports: [CqrsModule], controllers: [SetCourseContentController], providers: [SetCourseContentHandler] })
export class AdminContentModule {}
