import { Command } from '@nestjs/cqrs';

/** An admin assigns reviewers to one application by hand (added to those it has). */
export class AssignReviewersCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly applicationId: string,
    readonly reviewerIds: string[],
  ) {
    super();
  }
}
