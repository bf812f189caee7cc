import { z } from 'zod';

/**
 * A season (DESIGN.md §9): a named record with its dates, which staff create and every course belongs
 * to. The 3-applications limit counts within one season, not between courses that typed one number.
 */
export const seasonFieldsSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** Calendar days (YYYY-MM-DD): a season is a stretch of the year, not an instant. */
  start_date: z.iso.date(),
  end_date: z.iso.date(),
});

export const createSeasonSchema = seasonFieldsSchema;
export const updateSeasonSchema = seasonFieldsSchema.partial();

export const seasonViewSchema = seasonFieldsSchema.extend({
  id: z.string(),
  /** How many courses belong to it. */
  course_count: z.number().int().min(0),
  created_at: z.string(),
});

export type SeasonFields = z.infer<typeof seasonFieldsSchema>;
export type UpdateSeasonInput = z.infer<typeof updateSeasonSchema>;
export type SeasonView = z.infer<typeof seasonViewSchema>;

/**
 * The season a course that only gave a season number belongs to when no season has that name: the one
 * each such course was moved into (DESIGN.md §9), with an id anyone can work out from the number, so a
 * course created before seasons existed finds it without a migration rewriting its events.
 */
export const seasonIdForNumber = (season: number): string =>
  `5ea50000-0000-4000-8000-${String(season).padStart(12, '0')}`;

/** The name and dates of the season made for a season number: the programme year. */
export const seasonFieldsForNumber = (season: number): SeasonFields => ({
  name: String(season),
  start_date: `${season}-01-01`,
  end_date: `${season}-12-31`,
});

/** The year a season's courses carry as their `season` number (the spec's programme year). */
export const seasonNumberOf = (season: Pick<SeasonFields, 'start_date'>): number =>
  Number(season.start_date.slice(0, 4));
