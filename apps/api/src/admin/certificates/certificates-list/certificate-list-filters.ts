import { z } from 'zod';
import { idFilter } from '../../shared/ra-list-query';

/** The staff certificate list's `filter`, checked at the edge; the query is the certificates read model's. */
export const certificateFilterSchema = z
  .object({
    id: idFilter.optional(),
    course: z.string().min(1).max(100).optional(),
    eligible: z.boolean().optional(),
  })
  .strict();

/** The attendance exceptions list's `filter`; the query is the attendance_exceptions read model's. */
export const exceptionFilterSchema = z
  .object({ id: idFilter.optional(), course: z.string().min(1).max(100).optional() })
  .strict();
