import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { decideOnApplication } from '../../../enrollment/shared/staff-application-command';
import { SetFeeOptionsCommand } from './set-fee-options.command';

@CommandHandler(SetFeeOptionsCommand)
export class SetFeeOptionsHandler implements ICommandHandler<SetFeeOptionsCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  execute({ actor, applicationId, waiveFeeOption, payWhatYouCanOption }: SetFeeOptionsCommand): Promise<void> {
    return decideOnApplication(this.platform, actor, applicationId, {
      type: 'SetFeeOptions',
      waiveFeeOption,
      payWhatYouCanOption,
      now: new Date(),
    });
  }
}
