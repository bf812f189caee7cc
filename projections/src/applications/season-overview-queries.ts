import type { ApplicationStatus, CourseSeason, SeasonOverview } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';
import { listSeasonNames } from '../catalog/season-queries';

/** The statuses of the people who will take part: paid, fee waived, approved (TAs, mentors) or matched. */
const ENROLLED: ApplicationStatus[] = ['paid', 'waived_fee', 'approved', 'matched'];
/** How far ahead an open offer counts as ending soon. */
const ENDING_SOON_DAYS = 7;

/**
 * Where each course of a season stands, for the staff dashboard: applications by status, reviews done
 * and to do, offers open and ending soon, enrolments, waivers and pods. One grouped pass per read
 * model, every count in SQL, so the cost is that of the season's rows, not of a request per course.
 */
export async function seasonOverview(db: Queryable, seasonId: string | null, now: Date): Promise<SeasonOverview> {
  const seasons = await listSeasonNames(db);
  // Without a choice, the newest season that has a course: next year's empty season, made early,
  // would otherwise hide the one being run.
  const withCourses = await db.query<{ id: string }>(
    `SELECT s.id FROM seasons s WHERE EXISTS (SELECT 1 FROM courses c WHERE c.season_id = s.id)
      ORDER BY s.start_date DESC, s.name, s.id LIMIT 1`,
  );
  const shown = seasons.find((season) => season.id === (seasonId ?? withCourses.rows.at(0)?.id)) ?? seasons.at(0);
  if (!shown) return { season: null, seasons, courses: [] };

  const courses = await db.query<{ id: string; name: string; is_active: boolean }>(
    'SELECT id, name, is_active FROM courses WHERE season_id = $1 ORDER BY name, id',
    [shown.id],
  );
  const byStatus = await db.query<{ course_id: string; status: ApplicationStatus; count: number }>(
    `SELECT course_id, status, count(*) AS count FROM applications WHERE season_id = $1 GROUP BY 1, 2`,
    [shown.id],
  );
  const reviews = await db.query<{ course_id: string; reviewed: number; to_review: number }>(
    `SELECT a.course_id,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM application_reviews r WHERE r.application_id = a.id)) AS reviewed,
            count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM application_reviews r WHERE r.application_id = a.id)) AS to_review
       FROM applications a WHERE a.season_id = $1 AND a.status = 'applied' GROUP BY 1`,
    [shown.id],
  );
  const offers = await db.query<{ course_id: string; ending_soon: number }>(
    `SELECT a.course_id,
            count(*) FILTER (WHERE coalesce(e.accepting_offer_end_date,
                                            (c.course->>'deadline_accepting_offer_end_date')::timestamptz)
                                   BETWEEN $2 AND $2::timestamptz + make_interval(days => $3)) AS ending_soon
       FROM applications a JOIN courses c ON c.id = a.course_id
       LEFT JOIN enrollments e ON e.application_id = a.id
      WHERE a.season_id = $1 AND a.status = 'accepted' GROUP BY 1`,
    [shown.id, now, ENDING_SOON_DAYS],
  );
  // Requests on open offers only: one the student overtook (paid, declined, lapsed) has nothing to decide.
  const waivers = await db.query<{ course_id: string; count: number }>(
    `SELECT a.course_id, count(*) AS count FROM fee_waivers w JOIN applications a ON a.id = w.application_id
      WHERE a.season_id = $1 AND w.state = 'requested' AND a.status = 'accepted' GROUP BY 1`,
    [shown.id],
  );
  // Waivers granted, counted from their own rows: a waived student's status moves on to matched.
  const waived = await db.query<{ course_id: string; count: number }>(
    `SELECT a.course_id, count(*) AS count FROM fee_waivers w JOIN applications a ON a.id = w.application_id
      WHERE a.season_id = $1 AND w.kind = 'waiver' AND w.state = 'granted' GROUP BY 1`,
    [shown.id],
  );
  const pods = await db.query<{ course_id: string; count: number }>(
    `SELECT p.course_id, count(*) AS count FROM pods p JOIN courses c ON c.id = p.course_id
      WHERE c.season_id = $1 GROUP BY 1`,
    [shown.id],
  );

  const statusesOf = (courseId: string) =>
    Object.fromEntries(
      byStatus.rows.filter((row) => row.course_id === courseId).map((row) => [row.status, toNumber(row.count)]),
    ) as CourseSeason['by_status'];
  const rowOf = <R extends { course_id: string }>(rows: R[], courseId: string) =>
    rows.find((row) => row.course_id === courseId);
  return {
    season: shown,
    seasons,
    courses: courses.rows.map(({ id, name, is_active }) => {
      const statuses = statusesOf(id);
      const sum = (wanted: readonly ApplicationStatus[]) =>
        wanted.reduce((total, status) => total + (statuses[status] ?? 0), 0);
      const review = rowOf(reviews.rows, id);
      return {
        course_id: id,
        course_name: name,
        is_active,
        by_status: statuses,
        applications: Object.values(statuses).reduce((total, n) => total + n, 0),
        reviewed: toNumber(review?.reviewed ?? 0),
        to_review: toNumber(review?.to_review ?? 0),
        offers_open: statuses.accepted ?? 0,
        offers_ending_soon: toNumber(rowOf(offers.rows, id)?.ending_soon ?? 0),
        enrolled: sum(ENROLLED),
        fee_waived: toNumber(rowOf(waived.rows, id)?.count ?? 0),
        waivers_to_decide: toNumber(rowOf(waivers.rows, id)?.count ?? 0),
        pods: toNumber(rowOf(pods.rows, id)?.count ?? 0),
      };
    }),
  };
}
