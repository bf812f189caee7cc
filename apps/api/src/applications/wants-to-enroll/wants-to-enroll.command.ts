import { Command } from '@nestjs/cqrs';
import type { ApplicationRole } from '@portal/contracts';

/** The applicant takes up the offer on their own student or TA application. */
export class WantsToEnrollCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly role: ApplicationRole,
    readonly applicationId: string,
  ) {
    super();
  }
}
