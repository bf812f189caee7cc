import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeclineOfferController } from './decline-offer/decline-offer.controller';
import { EnrollmentStepHandler } from './shared/enrollment-step.handler';
import { StudentEnrollmentController } from './student-enrollment/student-enrollment.controller';
import { TaAgreementController } from './ta-agreement/ta-agreement.controller';

const httpControllers = [StudentEnrollmentController, DeclineOfferController, TaAgreementController];
const commandHandlers = [EnrollmentStepHandler];

/** The applicant's side of enrollment: the student's wizard, declining an offer, the TA agreement. */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: commandHandlers,
})
export class EnrollmentModule {}
