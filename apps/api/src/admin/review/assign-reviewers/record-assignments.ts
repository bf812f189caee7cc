import {
  REVIEW_STREAM_TYPE,
  type StaffRole,
  reviewDecider,
  reviewStreamId,
  userDecider,
  userStreamId,
} from '@portal/domain';
import type { CommandSession } from '@portal/event-store';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';

/** The streams an assignment decides from: the application's reviews and each reviewer's account. */
export const assignmentStreams = (applicationId: string, reviewerIds: string[]): string[] => [
  reviewStreamId(applicationId),
  ...new Set(reviewerIds.map(userStreamId)),
];

/**
 * Assigns reviewers on the application's review stream; the decider rules on each one's staff role,
 * read from their user stream. Streams the caller already preloaded are not read again.
 */
export async function assignInSession(session: CommandSession, applicationId: string, reviewerIds: string[]) {
  await session.preload(assignmentStreams(applicationId, reviewerIds));
  const reviewers = [...new Set(reviewerIds)];
  const roles: Record<string, StaffRole | null> = {};
  for (const id of reviewers) {
    const { state } = await session.load(userStreamId(id), userDecider);
    roles[id] = state.status === 'active' ? state.account.role : null;
  }
  const stream = await session.load(reviewStreamId(applicationId), reviewDecider);
  session.decide(stream, REVIEW_STREAM_TYPE, {
    type: 'AssignReviewers',
    applicationId,
    reviewerIds,
    roles,
    now: new Date(),
  });
}

/** One transaction per application, each with the admin as the actor. */
export async function recordAssignments(platform: Platform, actor: string, plan: Map<string, string[]>) {
  for (const [applicationId, reviewerIds] of plan)
    await platform.commands.execute(requestMetadata(actor), (session) =>
      assignInSession(session, applicationId, reviewerIds),
    );
}
