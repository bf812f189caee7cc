import type { IndexedApplication, SeniorityInputs } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { type ApplicationWithCourse, findProfile, isProfileFilled, listApplicationsOfUser } from '@portal/projections';

/** What eligibility, seniority and the logistics rules read about an applicant, from the read models. */
export interface ApplicantFacts {
  profile: { filled: boolean; updatedAt: Date | null };
  generalInfo: SeniorityInputs;
  applications: ApplicationWithCourse[];
}

/** Pass the transaction's client when inside a command (PGlite has one connection). */
export async function applicantFacts(db: Queryable, userId: string): Promise<ApplicantFacts> {
  const [profile, applications] = [await findProfile(db, userId), await listApplicationsOfUser(db, userId)];
  return {
    profile: {
      filled: isProfileFilled(profile),
      updatedAt: profile?.profile_updated_at ? new Date(profile.profile_updated_at) : null,
    },
    generalInfo: profile?.general_info ?? {},
    applications,
  };
}

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
