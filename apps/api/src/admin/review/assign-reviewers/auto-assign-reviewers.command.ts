import { Command } from '@nestjs/cqrs';
import type { ApplicationRole } from '@portal/contracts';

/** Balances a course's applications (of one role, or all) across the reviewers; answers how many were added. */
export class AutoAssignReviewersCommand extends Command<number> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly role: ApplicationRole | null,
    readonly perApplication: number,
  ) {
    super();
  }
}
