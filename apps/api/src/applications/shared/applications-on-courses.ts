import {
  type ApplicationOnCourse,
  applicantIndexDecider,
  applicantIndexStreamId,
  courseStreamId,
  profileStreamId,
} from '@portal/domain';
import type { CommandSession } from '@portal/event-store';
import { loadCourse } from '../../catalog/shared/load-course';

/**
 * The applicant's live applications with their courses, for the logistics rules a logistic save is
 * decided under: the applications from the applicant's index, each course from its stream. The
 * profile stream the save decides on is read in the same round trip as the index.
 */
export async function applicationsOnCourses(session: CommandSession, userId: string): Promise<ApplicationOnCourse[]> {
  await session.preload([applicantIndexStreamId(userId), profileStreamId(userId)]);
  const { state } = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
  const applications = Object.values(state.applications);
  await session.preload(applications.map((application) => courseStreamId(application.courseId)));
  const onCourses: ApplicationOnCourse[] = [];
  for (const { courseId, role } of applications) {
    const course = await loadCourse(session, courseId);
    if (course) onCourses.push({ role, course });
  }
  return onCourses;
}
