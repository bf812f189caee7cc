import type { IndexedApplication } from '@portal/domain';
import type { ApplicationWithCourse } from '@portal/projections';

/** The applications as eligibility sees them: an offer counts as accepted once the applicant wants to enrol. */
export const indexedFrom = (
  applications: ReadonlyArray<Pick<ApplicationWithCourse, 'course_id' | 'role' | 'season' | 'wants_to_enroll'>>,
): IndexedApplication[] =>
  applications.map((a) => ({
    courseId: a.course_id,
    role: a.role,
    season: a.season,
    offerAccepted: a.wants_to_enroll,
  }));
