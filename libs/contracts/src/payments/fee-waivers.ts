import { z } from 'zod';

/**
 * Where a waiver stands in the staff's queue: `waiting` for a decision, `granted`, `refused`, or
 * `overtaken` (asked for, then the student paid, declined or let the offer lapse before staff decided).
 */
export const FEE_WAIVER_QUEUE_STATES = ['waiting', 'granted', 'refused', 'overtaken'] as const;
export type FeeWaiverQueueState = (typeof FEE_WAIVER_QUEUE_STATES)[number];

/** A row of `GET /api/admin/fee-waivers/`: one application's waiver, with the student's reason. */
export const feeWaiverRowSchema = z.object({
  /** The application's id for its waiver; `hardship-<application id>` for its hardship discount. */
  id: z.string(),
  /** A waiver of the whole fee, or the hardship discount (the fee halved before the processing fee). */
  kind: z.enum(['waiver', 'hardship']),
  application: z.string(),
  applicant_name: z.string(),
  email: z.string(),
  course: z.string(),
  course_name: z.string(),
  /** The fee asked about, dollars with 2 decimals ("470.00"): the fee to waive, or the fee before the discount. */
  fee: z.string(),
  state: z.enum(FEE_WAIVER_QUEUE_STATES),
  requested_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
  /** The student's reason for asking: the waiver's reason or the hardship explanation (empty for a fee of 0). */
  reason: z.string(),
});
export type FeeWaiverRow = z.infer<typeof feeWaiverRowSchema>;

/** `POST /api/admin/fee-waivers/{id}/refuse/`: staff's reason, which the student reads in the email. */
export const refuseFeeWaiverSchema = z.object({ reason: z.string().trim().min(1).max(2000) }).strict();

/** `POST /api/admin/fee-waivers/{id}/approve/`: nothing to say; the fee waived is the one asked about. */
export const approveFeeWaiverSchema = z.object({}).strict();
