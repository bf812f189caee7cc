import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  NotFoundError,
  REVIEW_SETTINGS_STREAM,
  REVIEW_STREAM_TYPE,
  applicationDecider,
  applicationStreamId,
  criteriaInForce,
  reviewDecider,
  reviewSettingsDecider,
  reviewStreamId,
} from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { RecordReviewCommand } from './record-review.command';

/**
 * A reviewer's scores of an application, on the criteria in force for its course and role: the
 * application from its stream, the criteria from the review-settings stream.
 */
@CommandHandler(RecordReviewCommand)
export class RecordReviewHandler implements ICommandHandler<RecordReviewCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ reviewerId, applicationId, scores, notes }: RecordReviewCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(reviewerId), async (session) => {
      await session.preload([
        applicationStreamId(applicationId),
        REVIEW_SETTINGS_STREAM,
        reviewStreamId(applicationId),
      ]);
      const { state } = await session.load(applicationStreamId(applicationId), applicationDecider);
      // A withdrawn application is gone for reviewers as for everyone.
      if (state.status !== 'live') throw new NotFoundError('Application not found.');
      const { userId, courseId, role } = state.application;
      const settings = await session.load(REVIEW_SETTINGS_STREAM, reviewSettingsDecider);
      const criteria = criteriaInForce(settings.state, courseId, role);
      const stream = await session.load(reviewStreamId(applicationId), reviewDecider);
      session.decide(stream, REVIEW_STREAM_TYPE, {
        type: 'RecordReview',
        applicationId,
        userId,
        reviewerId,
        criteria,
        scores,
        notes,
        now: new Date(),
      });
    });
  }
}
