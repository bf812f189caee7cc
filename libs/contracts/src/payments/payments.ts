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
export interface PaymentSessionView {
  session_id: string;
  url: string;
}

/** A row of `GET /api/payments/user-receipts/`: `amount` in dollars with 2 decimals, as a string ("20.90"). */
export interface ReceiptView {
  created: string;
  amount: string;
  receipt_url: string | null;
}
