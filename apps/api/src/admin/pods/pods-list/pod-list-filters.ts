import { z } from 'zod';
import { idFilter } from '../../shared/ra-list-query';

/** The staff pod list's `filter`, checked at the edge; the query is the pods read model's. */
export const podFilterSchema = z
  .object({
    id: idFilter.optional(),
    course: z.string().min(1).max(100).optional(),
    megapod: z.string().min(1).max(200).optional(),
  })
  .strict();

/** The staff megapod list's `filter`; the query is the pods read model's. */
export const megapodFilterSchema = z
  .object({ id: idFilter.optional(), course: z.string().min(1).max(100).optional() })
  .strict();
