import { Command } from '@nestjs/cqrs';

/** Staff offer a student the fee waiver and pay-what-you-can options, or take them back. */
export class SetFeeOptionsCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly applicationId: string,
    readonly waiveFeeOption: boolean,
    readonly payWhatYouCanOption: boolean,
  ) {
    super();
  }
}
