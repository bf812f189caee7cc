import { FEE_WAIVER_QUEUE_STATES } from '@portal/contracts';
import { FEE_WAIVER_SORT_FIELDS } from '@portal/projections';
import { z } from 'zod';
import { idFilter } from '../../shared/ra-list-query';

/** The waiver queue's `filter`, checked at the edge; the query is the fee_waivers read model's. */
const feeWaiverFilterSchema = z
  .object({
    id: idFilter.optional(),
    course: z.string().min(1).max(100).optional(),
    state: z.enum(FEE_WAIVER_QUEUE_STATES).optional(),
  })
  .strict();

/** Oldest request first: the queue is worked in the order students asked. */
export const FEE_WAIVER_LIST = {
  filter: feeWaiverFilterSchema,
  sortFields: FEE_WAIVER_SORT_FIELDS,
  defaultSort: ['requested_at', 'ASC'] as ['requested_at', 'ASC'],
};
