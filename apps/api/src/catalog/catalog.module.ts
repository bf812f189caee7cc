import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActiveCoursesCache } from './active-courses/active-courses.cache';
import { CreateCourseHandler } from './create-course/create-course.handler';
import { InitialDataController } from './initial-data/initial-data.controller';
import { ListCoursesController } from './list-courses/list-courses.controller';
import { ReferenceDataController } from './reference-data/reference-data.controller';
import { UpdateCourseHandler } from './update-course/update-course.handler';
import { CreateSeasonHandler } from './create-season/create-season.handler';
import { UpdateSeasonHandler } from './update-season/update-season.handler';

const httpControllers = [ListCoursesController, InitialDataController, ReferenceDataController];
const commandHandlers = [CreateCourseHandler, UpdateCourseHandler, CreateSeasonHandler, UpdateSeasonHandler];

/** Courses: their seasons, questions, windows, deadlines and data sets; the public list. */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [ActiveCoursesCache, ...commandHandlers],
})
export class CatalogModule {}
