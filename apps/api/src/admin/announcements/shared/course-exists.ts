import { courseDecider, courseStreamId } from '@portal/domain';
import type { CommandSession } from '@portal/event-store';

/** Whether the course is on the log, read in the command's own transaction (never from a read model). */
export async function courseExists(session: CommandSession, courseId: string): Promise<boolean> {
  return (await session.load(courseStreamId(courseId), courseDecider)).exists;
}
