import { z } from 'zod';

/**
 * `POST /api/payments/session/` (spec 2 §7). `amount` is integer cents and counts only as a
 * pay-what-you-can choice: the server recomputes the fee. `is_funded` and `recomendation_amount` are
 * what the wizard showed; the server reads the recorded funding answer instead, so they are accepted
 * and not used.
 */
export const paymentSessionSchema = z.object({
  course_application: z.string().trim().min(1).max(100),
  amount: z.number().int().min(0).nullish(),
  success_url: z.string().trim().min(1).max(2000),
  cancel_url: z.string().trim().min(1).max(2000),
  is_funded: z.boolean().nullish(),
  recomendation_amount: z.number().nullish(),
});

export type PaymentSessionRequest = z.infer<typeof paymentSessionSchema>;

/** The answer the wizard reads `session_id` from; `url` is the hosted checkout page to send the browser to. */
export const paymentSessionViewSchema = z.object({ session_id: z.string(), url: z.string() });
export type PaymentSessionView = z.infer<typeof paymentSessionViewSchema>;

/**
 * `POST /api/payments/session/{session_id}/confirm/`, called on the return to success_url: the portal
 * asks Stripe about the session and records a paid one at once, so a payment does not wait on (or
 * depend on) the webhook. `paid` says whether Stripe reports it paid.
 */
export const checkoutConfirmationSchema = z.object({ session_id: z.string(), paid: z.boolean() });
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;

/** A row of `GET /api/payments/user-receipts/`: `amount` in dollars with 2 decimals, as a string ("20.90"). */
export const receiptViewSchema = z.object({
  created: z.string(),
  amount: z.string(),
  receipt_url: z.string().nullable(),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

/** `GET /api/courses/student-applications/{id}/fee/`: each component of the fee as a line, and the total. */
export const feeBreakdownSchema = z.object({
  lines: z.array(
    z.object({
      component: z.string(),
      label: z.string(),
      /** Signed dollars with 2 decimals ('-1200.00' for a discount). */
      amount: z.string(),
      amount_cents: z.number().int(),
      applied: z.boolean(),
    }),
  ),
  total: z.string(),
  total_cents: z.number().int(),
  currency: z.literal('usd'),
  must_waive: z.boolean(),
  notice: z.string().nullable(),
  can_afford_button: z.boolean(),
  minimum_custom_amount: z.number(),
});

/** Whether a payment stands, or a refund of it is due (with its reason), or the fee was waived (no money). */
export const STAFF_PAYMENT_STATUSES = ['settled', 'refund_due', 'waived'] as const;

/** A row of `GET /api/admin/payments/`: a payment received, with its applicant and course. */
export const staffPaymentRowSchema = z.object({
  /** The payment provider's id of the payment. */
  id: z.string(),
  /** Dollars with 2 decimals, as the receipts read ("940.00"). */
  amount: z.string(),
  currency: z.string(),
  status: z.enum(STAFF_PAYMENT_STATUSES),
  refund_reason: z.string().nullable(),
  application: z.string(),
  applicant: z.string(),
  applicant_name: z.string(),
  email: z.string(),
  course: z.string(),
  course_name: z.string(),
  /** Null for a waived fee. */
  checkout_session_id: z.string().nullable(),
  receipt_url: z.string().nullable(),
  paid_at: z.iso.datetime(),
});
export type StaffPaymentRow = z.infer<typeof staffPaymentRowSchema>;
