import { MESSAGES } from '@portal/contracts';
import { DomainError } from '../shared/domain-error';

/** What the fee depends on (docs/architecture.md §5.7); `feeInputsFor` in projections reads them for an application. */
export interface FeeInput {
  /** The course's price in dollars (`course_price`, 2090 by default). */
  coursePrice: number;
  /** Industry applicants pay the full price: no academic discount. */
  isIndustry: boolean;
  /** Cost of living of the residing country (1.0 by default). */
  cola: number;
  /** Self-funded, with reimbursement refused or impossible: the fee is halved. */
  selfFunded: boolean;
  /** The hardship discount: the fee (not the processing fee) is halved again. */
  hardship: boolean;
  /** The course's or the application's pay-what-you-can flag. */
  payWhatYouCan: boolean;
}

export const FEE_COMPONENTS = [
  'course_price',
  'academic_discount',
  'cost_of_living_adjustment',
  'self_funded_discount',
  'hardship_discount',
  'processing_fee',
] as const;
export type FeeComponent = (typeof FEE_COMPONENTS)[number];

const LABELS: Record<FeeComponent, string> = {
  course_price: 'Course price',
  academic_discount: 'Academic discount',
  cost_of_living_adjustment: 'Cost of living adjustment',
  self_funded_discount: 'Self-funded discount',
  hardship_discount: 'Hardship discount',
  processing_fee: 'Processing fee (non-refundable)',
};

export interface FeeLine {
  component: FeeComponent;
  label: string;
  /** Signed dollars with 2 decimals ('-1200.00' for a discount). */
  amount: string;
  amount_cents: number;
  applied: boolean;
}

export interface FeeBreakdown {
  lines: FeeLine[];
  /** Dollars with 2 decimals, floored to the cent. */
  total: string;
  total_cents: number;
  currency: 'usd';
  /** A total of 0 or below cannot be charged: the student goes to the waiver. */
  must_waive: boolean;
  notice: string | null;
  /** The 'cannot afford' (pay-what-you-can) button of hardship step 2. */
  can_afford_button: boolean;
  minimum_custom_amount: number;
}

/** The price the academic discount is defined on: 1200 off 2090, scaled to other prices. */
const REFERENCE_PRICE = 2090;
const ACADEMIC_DISCOUNT_ON_REFERENCE = 1200;
const PROCESSING_FEE_DOLLARS = 50;
const PWYC_COLA_CEILING = 0.3;
export const MINIMUM_CUSTOM_AMOUNT = 2;
/** cola is kept to 4 decimals (the cola table's precision), so the sums run in integers. */
const COLA_SCALE = 10_000;

export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The fee of docs/architecture.md §5, as lines that add up to the total exactly. Computed as exact fractions of a
 * cent (floats would turn 890 × 1.4 into 1245.99): each line is the step between two running subtotals
 * floored to the cent, so the floors telescope into the total.
 */
export function feeBreakdown(input: FeeInput): FeeBreakdown {
  const cola = Math.round(input.cola * COLA_SCALE);
  const baseCents = Math.round(input.coursePrice * 100);
  const discountDollars = input.isIndustry
    ? 0
    : Math.floor((baseCents * ACADEMIC_DISCOUNT_ON_REFERENCE) / (REFERENCE_PRICE * 100));
  const afterDiscount = baseCents - discountDollars * 100;
  // The fee as numerator / denominator in cents; the processing fee is added at the end, undiscounted.
  const numerator = afterDiscount * cola;
  const adjusted = Math.floor(numerator / COLA_SCALE);
  const selfFundedDenominator = COLA_SCALE * (input.selfFunded ? 2 : 1);
  const afterSelfFunded = Math.floor(numerator / selfFundedDenominator);
  const denominator = selfFundedDenominator * (input.hardship ? 2 : 1);
  const afterHardship = Math.floor(numerator / denominator);
  const processing = PROCESSING_FEE_DOLLARS * 100 * cola;
  const total = Math.floor((numerator + processing * (denominator / COLA_SCALE)) / denominator);

  const steps: Array<[FeeComponent, number, boolean]> = [
    ['course_price', baseCents, true],
    ['academic_discount', afterDiscount - baseCents, !input.isIndustry],
    ['cost_of_living_adjustment', adjusted - afterDiscount, cola !== COLA_SCALE],
    ['self_funded_discount', afterSelfFunded - adjusted, input.selfFunded],
    ['hardship_discount', afterHardship - afterSelfFunded, input.hardship],
    ['processing_fee', total - afterHardship, true],
  ];
  const mustWaive = total <= 0;
  return {
    lines: steps.map(([component, cents, applied]) => ({
      component,
      label: LABELS[component],
      amount: formatDollars(cents),
      amount_cents: cents,
      applied,
    })),
    total: formatDollars(total),
    total_cents: total,
    currency: 'usd',
    must_waive: mustWaive,
    notice: mustWaive ? MESSAGES.zeroCourseFee : null,
    can_afford_button: cola <= PWYC_COLA_CEILING * COLA_SCALE || input.payWhatYouCan,
    minimum_custom_amount: MINIMUM_CUSTOM_AMOUNT,
  };
}

/**
 * A pay-what-you-can amount in whole dollars: only where the 'cannot afford' button shows, at least
 * $2 and at most the fee itself. Returns it in cents (what Stripe is sent).
 */
export function customAmountCents(breakdown: FeeBreakdown, dollars: number, field = 'amount'): number {
  if (!breakdown.can_afford_button) throw new DomainError('not_allowed', MESSAGES.payWhatYouCanNotOffered, field);
  if (!Number.isInteger(dollars)) throw new DomainError('invalid', MESSAGES.wholeDollars, field);
  if (dollars < MINIMUM_CUSTOM_AMOUNT) throw new DomainError('min_value', MESSAGES.customAmountMinimum, field);
  if (dollars * 100 > breakdown.total_cents) throw new DomainError('max_value', MESSAGES.customAmountAboveFee, field);
  return dollars * 100;
}
