import { Command } from '@nestjs/cqrs';
import type { ApplicationRole } from '@portal/contracts';

/** An edit of the caller's own application: any subset of the role's form, checked whole in the handler. */
export class UpdateApplicationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly role: ApplicationRole,
    readonly applicationId: string,
    readonly changes: Record<string, unknown>,
  ) {
    super();
  }
}
