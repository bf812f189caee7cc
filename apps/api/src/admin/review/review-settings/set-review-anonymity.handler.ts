import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findCourse } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { decideReviewSettings } from './decide-review-settings';
import { SetReviewAnonymityCommand } from './set-review-anonymity.command';

@CommandHandler(SetReviewAnonymityCommand)
export class SetReviewAnonymityHandler implements ICommandHandler<SetReviewAnonymityCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, anonymised }: SetReviewAnonymityCommand): Promise<void> {
    if (courseId !== null && !(await findCourse(this.platform.db, courseId))) throw new NotFoundException();
    await decideReviewSettings(this.platform, actor, {
      type: 'SetReviewAnonymity',
      courseId,
      anonymised,
      now: new Date(),
    });
  }
}
