import { Module } from '@nestjs/common';
import { StaffApplicationsController } from './list-applications/list-applications.controller';
import { ShowApplicationController } from './show-application/show-application.controller';

const httpControllers = [StaffApplicationsController, ShowApplicationController];

/** The staff app's reads: applications in the ra-data-simple-rest convention and their history. */
@Module({ controllers: httpControllers })
export class AdminApplicationsModule {}
