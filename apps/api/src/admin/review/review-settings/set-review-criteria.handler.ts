import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { decideReviewSettings } from './decide-review-settings';
import { SetReviewCriteriaCommand } from './set-review-criteria.command';

/** The course is checked by the controller, before the body: an unknown course is 404 whatever is sent. */
@CommandHandler(SetReviewCriteriaCommand)
export class SetReviewCriteriaHandler implements ICommandHandler<SetReviewCriteriaCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  execute({ actor, courseId, role, criteria }: SetReviewCriteriaCommand): Promise<void> {
    return decideReviewSettings(this.platform, actor, {
      type: 'SetReviewCriteria',
      courseId,
      role,
      criteria,
      now: new Date(),
    });
  }
}
