import { Command } from '@nestjs/cqrs';
import type { ApplicationRole } from '@portal/contracts';
import type { ReviewCriterion } from '@portal/domain';

/** The criteria and weights reviewers score a course's applications of one role on. */
export class SetReviewCriteriaCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly role: ApplicationRole,
    readonly criteria: ReviewCriterion[],
  ) {
    super();
  }
}
