import { MESSAGES, chosenAmountAboveFee } from '@portal/contracts';
import { type FeeBreakdown, customAmountCents } from '../enrollment/fee';
import { RefusedError } from '../shared/domain-error';

export interface Charge {
  amountCents: number;
  /** True when the applicant chose the amount rather than paying the fee. */
  payWhatYouCan: boolean;
}

/**
 * The amount a checkout charges, from the fee the server computed. The client's `requestedCents`
 * counts only as a pay-what-you-can choice, checked by the enrollment rules (offered, whole dollars,
 * $2 up to the fee); otherwise the fee is charged whatever the client sent, since Checkout shows the
 * real amount before anyone pays.
 */
export function chargeFor(fee: FeeBreakdown, requestedCents: number | null | undefined): Charge {
  if (fee.must_waive) throw new RefusedError('must_waive', MESSAGES.zeroCourseFee);
  const choosing = fee.can_afford_button && requestedCents !== null && requestedCents !== undefined;
  if (!choosing || requestedCents === fee.total_cents) return { amountCents: fee.total_cents, payWhatYouCan: false };
  // An amount chosen before the fee went down (a later hardship answer, a new cost of living): the
  // applicant is asked to choose again rather than charged more than the fee or refused unexplained.
  if (requestedCents > fee.total_cents)
    throw new RefusedError('amount_above_fee', chosenAmountAboveFee(`$${fee.total} USD`));
  return { amountCents: customAmountCents(fee, requestedCents / 100), payWhatYouCan: true };
}
