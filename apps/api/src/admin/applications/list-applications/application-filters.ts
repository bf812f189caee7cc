import { APPLICATION_ROLES, APPLICATION_STATUSES, LANGUAGES, SENIORITIES, TIME_SLOTS } from '@portal/contracts';
import { z } from 'zod';
import { idFilter } from '../../shared/ra-list-query';

/** A day (`2026-03-01`) or an instant, as react-admin's DateInput and DateTimeInput send them. */
const dateBound = z.iso.date().or(z.iso.datetime({ offset: true }));

/** Every filter of the staff list, as ra-data-simple-rest sends them in `filter={...}`; the query is in projections. */
export const applicationFilterSchema = z
  .object({
    id: idFilter.optional(),
    course: z.string().min(1).max(100).optional(),
    role: z.enum(APPLICATION_ROLES).optional(),
    status: z.enum(APPLICATION_STATUSES).optional(),
    seniority: z.enum(SENIORITIES).optional(),
    /** The country the applicant resides in during the course (the one their fee is priced for). */
    country: z.string().min(1).max(100).optional(),
    time_slot: z.coerce
      .number()
      .pipe(z.union(TIME_SLOTS.map((slot) => z.literal(slot))))
      .optional(),
    language: z.enum(LANGUAGES).optional(),
    data_set: z.string().min(1).max(80).optional(),
    submitted_gte: dateBound.optional(),
    submitted_lte: dateBound.optional(),
    /** A staff member's id (`me` is the caller): applications they are assigned to review. */
    reviewer: z.string().min(1).max(100).optional(),
    q: z.string().max(200).optional(),
  })
  .strict();
export type ApplicationFilter = z.infer<typeof applicationFilterSchema>;
