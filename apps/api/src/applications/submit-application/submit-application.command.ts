import { Command } from '@nestjs/cqrs';
import type { ApplicationRole } from '@portal/contracts';
import type { ApplicationFields } from '@portal/domain';

/** A new application by `userId`; answers with its id. `now` is when it counts as sent. */
export class SubmitApplicationCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly role: ApplicationRole,
    readonly courseId: string,
    readonly fields: ApplicationFields,
    /** The demo seed backdates its generated applicants' submissions; requests always submit now. */
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
