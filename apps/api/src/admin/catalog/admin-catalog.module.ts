import { Module } from '@nestjs/common';
import { AdminCoursesController } from './admin-courses/admin-courses.controller';
import { AdminSeasonsController } from './admin-seasons/admin-seasons.controller';

/** Staff's courses and seasons: the lists, one of each, creating and editing them (the commands are the catalog's). */
@Module({ controllers: [AdminCoursesController, AdminSeasonsController] })
export class AdminCatalogModule {}
