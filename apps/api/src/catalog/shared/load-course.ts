import type { CourseView } from '@portal/contracts';
import { courseDecider, courseStreamId, courseViewOf } from '@portal/domain';
import type { CommandSession } from '@portal/event-store';

/**
 * The course a command decides with, from its stream in the command's transaction (one query; the
 * catalog's events hold no personal data). Null when there is no such course.
 */
export async function loadCourse(session: CommandSession, courseId: string): Promise<CourseView | null> {
  const { state } = await session.load(courseStreamId(courseId), courseDecider);
  return courseViewOf(state);
}
