import { z } from 'zod';
import { APPLICATION_ROLES, SENIORITIES } from './enumerations';

/** `GET /api/admin/statistics/?course=`: the numbers of one course, or of every course when absent. */
export const statisticsQuerySchema = z.object({ course: z.string().min(1).max(100).optional() }).strict();

/** The funnel's stages in order: a later stage counts as having passed the earlier ones. */
export const FUNNEL_STAGES = ['applied', 'offered', 'paid or waived', 'matched', 'completed'] as const;

/** Dollars with two decimals, as a string ("940.00"). */
const dollars = z.string();
const day = z.iso.date();
const count = z.number().int();

/** The staff dashboard's charts; no row names a person. */
export const applicationStatisticsSchema = z.object({
  per_day: z.array(z.object({ day, course: z.string(), role: z.enum(APPLICATION_ROLES), count })),
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count })),
  /** By the country the applicant resides in during the course; `unknown` when not given. */
  by_country: z.array(z.object({ country: z.string(), applied: count, accepted: count })),
  by_seniority: z.array(z.object({ seniority: z.enum([...SENIORITIES, 'unknown']), applied: count, accepted: count })),
  money: z.array(z.object({ currency: z.string(), amount: dollars, payments: count })),
  /** Money received each day, per currency. */
  money_per_day: z.array(z.object({ day, currency: z.string(), amount: dollars })),
});
export type ApplicationStatistics = z.infer<typeof applicationStatisticsSchema>;
