import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminApplicationSettingsController } from './admin-application-settings/admin-application-settings.controller';
import { AssignTaRoleHandler } from './admin-application-settings/assign-ta-role.handler';
import { SetFeeOptionsHandler } from './admin-application-settings/set-fee-options.handler';
import { AdminColaController } from './admin-cola/admin-cola.controller';
import { SetColaHandler } from './admin-cola/set-cola.handler';
import { DecideApplicationController } from './decide-application/decide-application.controller';
import { DecideApplicationHandler } from './decide-application/decide-application.handler';
import { DecideApplicationsHandler } from './decide-application/decide-applications.handler';
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
const commandHandlers = [
  DecideApplicationHandler,
  DecideApplicationsHandler,
  AssignTaRoleHandler,
  SetFeeOptionsHandler,
  SetColaHandler,
  EnrollmentStepHandler,
];

/** Offers and staff decisions, the student's enrollment wizard, the TA agreement, the cola table. */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: commandHandlers,
})
export class EnrollmentModule {}
