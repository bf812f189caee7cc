import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { decideOnApplication } from '../../../enrollment/shared/staff-application-command';
import { AssignTaRoleCommand } from './assign-ta-role.command';

@CommandHandler(AssignTaRoleCommand)
export class AssignTaRoleHandler implements ICommandHandler<AssignTaRoleCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  execute({ actor, applicationId, selectedAsLeadTa, taFor }: AssignTaRoleCommand): Promise<void> {
    return decideOnApplication(this.platform, actor, applicationId, {
      type: 'AssignTaRole',
      selectedAsLeadTa,
      taFor,
      now: new Date(),
    });
  }
}
