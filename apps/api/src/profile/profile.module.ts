import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SaveDemographicController } from './save-demographic/save-demographic.controller';
import { SaveDemographicHandler } from './save-demographic/save-demographic.handler';
import { SaveGeneralInfoController } from './save-general-info/save-general-info.controller';
import { SaveGeneralInfoHandler } from './save-general-info/save-general-info.handler';
import { SaveLogisticController } from './save-logistic/save-logistic.controller';
import { SaveLogisticHandler } from './save-logistic/save-logistic.handler';

const httpControllers = [SaveGeneralInfoController, SaveDemographicController, SaveLogisticController];
const commandHandlers = [SaveGeneralInfoHandler, SaveDemographicHandler, SaveLogisticHandler];

/** The applicant's profile records: general info, demographics and logistics (`/api/users/...`). */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: commandHandlers,
})
export class ProfileModule {}
