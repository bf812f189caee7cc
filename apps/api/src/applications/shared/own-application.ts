import type { ApplicationRole } from '@portal/contracts';
import { type LiveApplication, NotFoundError, applicationDecider, applicationStreamId } from '@portal/domain';
import type { CommandSession } from '@portal/event-store';

/**
 * Loads an application for a command by its owner. Someone else's application, another role's or a
 * withdrawn one all answer the same 404, so no one learns that it exists (docs/architecture.md §5).
 */
export async function loadOwnApplication(
  session: CommandSession,
  userId: string,
  role: ApplicationRole,
  applicationId: string,
) {
  const stream = await session.load(applicationStreamId(applicationId), applicationDecider);
  const { state } = stream;
  if (state.status !== 'live' || state.application.userId !== userId || state.application.role !== role) {
    throw new NotFoundError('Application not found.');
  }
  const application: LiveApplication = state.application;
  return { stream, application };
}
