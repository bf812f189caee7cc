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
import { DecideFeeWaiverHandler } from './fee-waivers/decide-fee-waiver.handler';
import { FeeWaiversController } from './fee-waivers/fee-waivers.controller';

const httpControllers = [
  DecideApplicationController,
  AdminApplicationSettingsController,
  AdminColaController,
  FeeWaiversController,
];
const commandHandlers = [
  DecideApplicationHandler,
  DecideApplicationsHandler,
  AssignTaRoleHandler,
  SetFeeOptionsHandler,
  SetColaHandler,
  DecideFeeWaiverHandler,
];

/** Staff decisions on applications (one or many), a TA's sub-role, fee options and waivers, the cola table. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class AdminEnrollmentModule {}
