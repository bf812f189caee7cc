import { applicationDecider, applicationStreamId } from '@portal/domain';
import type { CommandSession } from '@portal/event-store';

/**
 * Whether an application has dropped out, read from its stream in the command's own transaction
 * (docs/architecture.md §2.4: a command decides from streams, never from read models).
 */
export async function droppedOut(session: CommandSession, applicationId: string): Promise<boolean> {
  const { state } = await session.load(applicationStreamId(applicationId), applicationDecider);
  return state.status === 'live' && state.application.applicationStatus === 'dropped_out';
}
