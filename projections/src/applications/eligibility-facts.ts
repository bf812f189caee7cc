import type { ApplicationRole } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';

/** What eligibility reads about an applicant: whether their profile is whole, and what they applied to. */
export interface EligibilityFacts {
  profileFilled: boolean;
  profileUpdatedAt: Date | null;
  applications: Array<{ course_id: string; role: ApplicationRole; season_id: string; wants_to_enroll: boolean }>;
}

/**
 * The catalogue's per-caller read in one round trip, without the application forms and course copies
 * the applicant's own list carries: every signed-in visit to the course list makes it.
 */
export async function findEligibilityFacts(db: Queryable, userId: string): Promise<EligibilityFacts> {
  const { rows } = await db.query<{
    filled: boolean | null;
    profile_updated_at: Date | string | null;
    applications: EligibilityFacts['applications'];
  }>(
    `SELECT p.general_info IS NOT NULL AND p.demographic IS NOT NULL AND p.logistic IS NOT NULL AS filled,
            p.profile_updated_at,
            coalesce((SELECT json_agg(json_build_object('course_id', a.course_id, 'role', a.role, 'season_id', a.season_id,
                                                         'wants_to_enroll', a.wants_to_enroll))
                        FROM applications a WHERE a.user_id = $1), '[]'::json) AS applications
       FROM (SELECT 1) AS caller LEFT JOIN user_profiles p ON p.user_id = $1`,
    [userId],
    { prepareAs: 'eligibility_facts_of_user' },
  );
  const row = rows[0];
  return {
    profileFilled: row.filled === true,
    profileUpdatedAt: row.profile_updated_at ? new Date(row.profile_updated_at) : null,
    applications: row.applications,
  };
}
