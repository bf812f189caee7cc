import type { CourseApplication, Fee } from './course-application';

/** The student enrollment wizard's steps, in the spec's order (spec 2 §2, §4). */
export type WizardStep = 'intro' | 'supplemental' | 'pay' | 'funding' | 'hardship' | 'reduced-fee' | 'waive';

export const STEP_TITLES: Record<WizardStep, string> = {
  intro: 'Your offer',
  supplemental: 'Supplemental form',
  pay: 'Course fee',
  funding: 'Funding',
  hardship: 'Hardship discount',
  'reduced-fee': 'Your reduced fee',
  waive: 'Waive fee',
};

/** Hardship step 2 says 'reduced' only when an answer lowered the fee (issue 19); otherwise 'Your fee'. */
export const REDUCTIONS: readonly string[] = ['self_funded_discount', 'hardship_discount'];
export const reducedFeeTitle = (fee: Fee | undefined) =>
  fee?.lines.some((line) => line.applied && REDUCTIONS.includes(line.component))
    ? STEP_TITLES['reduced-fee']
    : 'Your fee';

/** Where a returning student picks up: the first step not yet taken. */
export const firstStepOf = (application: CourseApplication): WizardStep => {
  if (!application.read_roles_document) return 'intro';
  return application.filled_airtable_form ? 'pay' : 'supplemental';
};

/**
 * Whether the server's order (issue 19) lets a step open: each needs the ones before it, as the API
 * checks; the browser only mirrors that rule, to bring a reload back to the step it was on.
 */
export const canOpen = (step: WizardStep, application: CourseApplication): boolean => {
  const paying = application.read_roles_document && application.filled_airtable_form;
  switch (step) {
    case 'intro':
      return true;
    case 'supplemental':
      return application.read_roles_document;
    case 'pay':
    case 'funding':
      return paying;
    case 'hardship':
      return paying && application.funding !== null;
    case 'reduced-fee':
      return paying && application.funding !== null && application.hardship !== null;
    case 'waive':
      return paying && (stepBeforeWaiver(application) === 'pay' || application.hardship !== null);
  }
};

/** 'Go Back' from the waiver: to pay when it was reached from there (cola ≤ 0 or the waive option), else step 2 of hardship. */
export const stepBeforeWaiver = (application: CourseApplication): WizardStep =>
  (application.cola ?? 1) <= 0 || application.student_waive_fee_option_flag ? 'pay' : 'reduced-fee';
