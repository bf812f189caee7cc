import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { balanceReviewers } from '@portal/domain';
import { applicationsToReview, findCourse, reviewerLoads } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { AutoAssignReviewersCommand } from './auto-assign-reviewers.command';
import { recordAssignments } from './record-assignments';

/** The plan is balanced from the read models (applications to review, reviewers' loads), then recorded. */
@CommandHandler(AutoAssignReviewersCommand)
export class AutoAssignReviewersHandler implements ICommandHandler<AutoAssignReviewersCommand, number> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, role, perApplication }: AutoAssignReviewersCommand): Promise<number> {
    const { db } = this.platform;
    if (!(await findCourse(db, courseId))) throw new NotFoundException();
    const plan = balanceReviewers(
      await applicationsToReview(db, courseId, role),
      await reviewerLoads(db),
      perApplication,
    );
    await recordAssignments(this.platform, actor, plan);
    return [...plan.values()].reduce((sum, reviewers) => sum + reviewers.length, 0);
  }
}
