import { STAFF_PAYMENT_STATUSES } from '@portal/contracts';
import { z } from 'zod';
import { idFilter } from '../../shared/ra-list-query';

/** The staff payment list's `filter`, checked at the edge; the query is the staff_payments read model's. */
export const paymentFilterSchema = z
  .object({
    id: idFilter.optional(),
    course: z.string().min(1).max(100).optional(),
    status: z.enum(STAFF_PAYMENT_STATUSES).optional(),
    q: z.string().max(200).optional(),
  })
  .strict();
