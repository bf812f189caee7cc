import { Command } from '@nestjs/cqrs';

/** Staff approve a student's waiver or hardship request, or refuse it with a reason the student reads. */
export class DecideFeeWaiverCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly applicationId: string,
    readonly kind: 'waiver' | 'hardship',
    readonly approve: boolean,
    readonly reason: string,
  ) {
    super();
  }
}
