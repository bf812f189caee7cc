import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError, REVIEW_STREAM_TYPE, reviewDecider, reviewStreamId } from '@portal/domain';
import { findApplication, reviewCriteriaFor } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { RecordReviewCommand } from './record-review.command';

/** A reviewer's scores of an application, on the criteria in force for its course and role. */
@CommandHandler(RecordReviewCommand)
export class RecordReviewHandler implements ICommandHandler<RecordReviewCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ reviewerId, applicationId, scores, notes }: RecordReviewCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(reviewerId), async (session) => {
      const application = await findApplication(session.tx, applicationId);
      if (!application) throw new NotFoundError('Application not found.');
      const criteria = await reviewCriteriaFor(session.tx, application.course_id, application.role);
      const stream = await session.load(reviewStreamId(applicationId), reviewDecider);
      session.decide(stream, REVIEW_STREAM_TYPE, {
        type: 'RecordReview',
        applicationId,
        userId: application.user_id,
        reviewerId,
        criteria,
        scores,
        notes,
        now: new Date(),
      });
    });
  }
}
