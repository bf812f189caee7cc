import { Module } from '@nestjs/common';
import { AdminApplicationSettingsController } from './admin-application-settings/admin-application-settings.controller';
import { AdminColaController } from './admin-cola/admin-cola.controller';
import { DecideApplicationController } from './decide-application/decide-application.controller';
import { DecideApplicationHandler } from './decide-application/decide-application.handler';
import { DeclineOfferController } from './decline-offer/decline-offer.controller';
import { EnrollmentStepHandler } from './shared/enrollment-step.handler';
import { StudentEnrollmentController } from './student-enrollment/student-enrollment.controller';
import { TaAgreementController } from './ta-agreement/ta-agreement.controller';

const httpControllers = [
  DecideApplicationController,
  AdminApplicationSettingsController,
  AdminColaController,
  StudentEnrollmentController,
  DeclineOfferController,
  TaAgreementController,
];
const commandHandlers = [DecideApplicationHandler, EnrollmentStepHandler];

/** Offers and staff decisions, the student's enrollment wizard, the TA agreement, the cola table. */
@Module({
  controllers: httpControllers,
  providers: commandHandlers,
})
export class EnrollmentModule {}
