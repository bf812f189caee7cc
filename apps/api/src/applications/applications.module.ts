import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListApplicationsController } from './list-applications/list-applications.controller';
import { ReadApplicationController } from './read-application/read-application.controller';
import { SubmitApplicationController } from './submit-application/submit-application.controller';
import { SubmitApplicationHandler } from './submit-application/submit-application.handler';
import { UpdateApplicationController } from './update-application/update-application.controller';
import { UpdateApplicationHandler } from './update-application/update-application.handler';
import { WantsToEnrollController } from './wants-to-enroll/wants-to-enroll.controller';
import { WantsToEnrollHandler } from './wants-to-enroll/wants-to-enroll.handler';
import { WithdrawApplicationController } from './withdraw-application/withdraw-application.controller';
import { WithdrawApplicationHandler } from './withdraw-application/withdraw-application.handler';

const httpControllers = [
  ListApplicationsController,
  SubmitApplicationController,
  ReadApplicationController,
  UpdateApplicationController,
  WithdrawApplicationController,
  WantsToEnrollController,
];
const commandHandlers = [
  SubmitApplicationHandler,
  UpdateApplicationHandler,
  WithdrawApplicationHandler,
  WantsToEnrollHandler,
];

/** Student, TA and mentor applications: submit, read, edit, withdraw, accept an offer; the applicant's list. */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: commandHandlers,
})
export class ApplicationsModule {}
