import { Command } from '@nestjs/cqrs';
import type { ApplicationRole } from '@portal/contracts';

/** The applicant withdraws their own application. */
export class WithdrawApplicationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly role: ApplicationRole,
    readonly applicationId: string,
  ) {
    super();
  }
}
