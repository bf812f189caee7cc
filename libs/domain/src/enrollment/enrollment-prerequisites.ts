import { ENROLLMENT_STEP_MISSING, type EnrollmentStepName } from '@portal/contracts';
import { RefusedError } from '../shared/domain-error';
import type { Enrollment } from './enrollment.state';

/**
 * The wizard's order on the server (spec 2 §4): each step needs the ones before it, so no request,
 * whatever the browser shows, skips one. The answer names the first step missing.
 */
export class StepMissingError extends RefusedError {
  constructor(readonly step: EnrollmentStepName) {
    super('step_missing', ENROLLMENT_STEP_MISSING[step]);
    this.name = 'StepMissingError';
  }
}

/** What the step rules read; the checkout reads it from the enrollments read model. */
export type StepProgress = Pick<
  Enrollment,
  'rolesDocumentAccepted' | 'supplementalConfirmed' | 'funding' | 'hardship' | 'agreementSigned' | 'waiveFeeOption'
>;

const TAKEN: Record<EnrollmentStepName, (progress: StepProgress) => boolean> = {
  roles_document: (p) => p.rolesDocumentAccepted,
  supplemental_form: (p) => p.supplementalConfirmed,
  funding: (p) => p.funding !== null,
  hardship: (p) => p.hardship !== null,
  ta_agreement: (p) => p.agreementSigned,
};

/** The steps before paying the fee as it stands. */
export const BEFORE_PAYMENT: readonly EnrollmentStepName[] = ['roles_document', 'supplemental_form'];
/** The steps before hardship step 2, where a reduced fee, pay what you can and the waiver are offered. */
export const BEFORE_REDUCED_FEE: readonly EnrollmentStepName[] = [...BEFORE_PAYMENT, 'funding', 'hardship'];

export function missingStep(progress: StepProgress, steps: readonly EnrollmentStepName[]): EnrollmentStepName | null {
  return steps.find((step) => !TAKEN[step](progress)) ?? null;
}

export function requireSteps(progress: StepProgress, steps: readonly EnrollmentStepName[]): void {
  const missing = missingStep(progress, steps);
  if (missing) throw new StepMissingError(missing);
}

/**
 * The waiver is reached straight from the pay step when there is nothing to charge or staff turned
 * the waive option on; otherwise only after the reduced-fee step (spec 2 §4).
 */
export const stepsBeforeWaiver = (progress: StepProgress, feeCents: number): readonly EnrollmentStepName[] =>
  feeCents <= 0 || progress.waiveFeeOption ? BEFORE_PAYMENT : BEFORE_REDUCED_FEE;

/** Checkout charges the fee after the pay step's prerequisites; a chosen amount after hardship step 2's. */
export const stepsBeforeCheckout = (payWhatYouCan: boolean): readonly EnrollmentStepName[] =>
  payWhatYouCan ? BEFORE_REDUCED_FEE : BEFORE_PAYMENT;
