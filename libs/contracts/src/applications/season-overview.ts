import { z } from 'zod';
import { APPLICATION_STATUSES } from './enumerations';

/** `GET /api/admin/season-overview/?season_id=`: one season's courses; the newest with a course when absent. */
export const seasonOverviewQuerySchema = z.object({ season_id: z.uuid().optional() }).strict();

const seasonNameSchema = z.object({ id: z.string(), name: z.string() });

const count = z.number().int().min(0);

/** Where one course of the season stands: what staff look at first on the dashboard (issue 57). */
export const courseSeasonSchema = z.object({
  course_id: z.string(),
  course_name: z.string(),
  is_active: z.boolean(),
  /** Applications of every role by status; a status no application has is absent. */
  by_status: z.partialRecord(z.enum(APPLICATION_STATUSES), count),
  applications: count,
  /** Applications still open to review (`applied`) with at least one review, and with none yet. */
  reviewed: count,
  to_review: count,
  /** Offers made and not yet answered by payment, waiver or agreement, and those of them ending within 7 days. */
  offers_open: count,
  offers_ending_soon: count,
  /** Paid, fee waived, approved or matched: the people who will take part. */
  enrolled: count,
  /** Fee waivers granted, the students matched since included. */
  fee_waived: count,
  /** Waiver requests on open offers waiting for staff (courses whose staff decide waivers). */
  waivers_to_decide: count,
  pods: count,
});

export const seasonOverviewSchema = z.object({
  /** The season shown; null when no season exists yet. */
  season: seasonNameSchema.nullable(),
  /** Every season, the latest start first, for the season picker. */
  seasons: z.array(seasonNameSchema),
  courses: z.array(courseSeasonSchema),
});

export type CourseSeason = z.infer<typeof courseSeasonSchema>;
export type SeasonOverview = z.infer<typeof seasonOverviewSchema>;
