import { REVIEW_STREAM_TYPE, reviewDecider, reviewStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';

/** One transaction per application, each with the admin as the actor. */
export async function recordAssignments(platform: Platform, actor: string, plan: Map<string, string[]>) {
  for (const [applicationId, reviewerIds] of plan)
    await platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(reviewStreamId(applicationId), reviewDecider);
      session.decide(stream, REVIEW_STREAM_TYPE, {
        type: 'AssignReviewers',
        applicationId,
        reviewerIds,
        now: new Date(),
      });
    });
}
