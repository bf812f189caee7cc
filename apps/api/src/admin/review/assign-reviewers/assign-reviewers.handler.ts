import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findApplication, staffAmong } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { ValidationFailed } from '../../../http/validation';
import { PLATFORM } from '../../../platform/platform.module';
import { AssignReviewersCommand } from './assign-reviewers.command';
import { recordAssignments } from './record-assignments';

/** Only staff accounts review: the users read model says who they are. */
@CommandHandler(AssignReviewersCommand)
export class AssignReviewersHandler implements ICommandHandler<AssignReviewersCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, applicationId, reviewerIds }: AssignReviewersCommand): Promise<void> {
    if (!(await findApplication(this.platform.db, applicationId))) throw new NotFoundException();
    const staff = await staffAmong(this.platform.db, reviewerIds);
    if (reviewerIds.some((reviewer) => !staff.includes(reviewer)))
      throw new ValidationFailed({
        reviewers: [{ message: 'Only staff accounts review applications.', code: 'invalid' }],
      });
    await recordAssignments(this.platform, actor, new Map([[applicationId, reviewerIds]]));
  }
}
