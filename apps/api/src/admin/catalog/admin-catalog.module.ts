import { Module } from '@nestjs/common';
import { AdminCoursesController } from './admin-courses/admin-courses.controller';

/** Staff's courses: the list, one course, creating and editing it (the commands are the catalog's). */
@Module({ controllers: [AdminCoursesController] })
export class AdminCatalogModule {}
