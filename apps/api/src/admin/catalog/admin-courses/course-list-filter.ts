import { z } from 'zod';
import { idFilter } from '../../shared/ra-list-query';

/** The staff course list's `filter`, checked at the edge; the query is the courses read model's. */
export const courseFilterSchema = z
  .object({
    id: idFilter.optional(),
    is_active: z.boolean().optional(),
    season: z.number().int().optional(),
    season_id: z.string().max(100).optional(),
    q: z.string().max(200).optional(),
  })
  .strict();
