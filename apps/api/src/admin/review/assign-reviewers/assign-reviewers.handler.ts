import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError, applicationDecider, applicationStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { AssignReviewersCommand } from './assign-reviewers.command';
import { assignInSession, assignmentStreams } from './record-assignments';

/**
 * The application, its review stream and the reviewers' user streams are read in one query; a
 * withdrawn or unknown application is 404, and the review decider refuses anyone without a staff role.
 */
@CommandHandler(AssignReviewersCommand)
export class AssignReviewersHandler implements ICommandHandler<AssignReviewersCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, applicationId, reviewerIds }: AssignReviewersCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      await session.preload([applicationStreamId(applicationId), ...assignmentStreams(applicationId, reviewerIds)]);
      const application = await session.load(applicationStreamId(applicationId), applicationDecider);
      if (application.state.status !== 'live') throw new NotFoundError('Not found.');
      await assignInSession(session, applicationId, reviewerIds);
    });
  }
}
