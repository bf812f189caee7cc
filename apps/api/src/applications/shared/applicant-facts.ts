import type { IndexedApplication } from '@portal/domain';
import type { ApplicationWithCourse } from '@portal/projections';

/** The applications as eligibility sees them: an offer counts as accepted once the applicant wants to enrol. */
export const indexedFrom = (
  applications: ReadonlyArray<Pick<ApplicationWithCourse, 'course_id' | 'role' | 'season_id' | 'wants_to_enroll'>>,
): IndexedApplication[] =>
  applications.map((a) => ({
    courseId: a.course_id,
    role: a.role,
    seasonId: a.season_id,
    offerAccepted: a.wants_to_enroll,
  }));
