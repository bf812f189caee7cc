import type { CourseApplication } from './course-application';

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

/** Where a returning student picks up: the first step not yet taken. */
export const firstStepOf = (application: CourseApplication): WizardStep => {
  if (!application.read_roles_document) return 'intro';
  return application.filled_airtable_form ? 'pay' : 'supplemental';
};

/** 'Go Back' from the waiver: to pay when it was reached from there (cola ≤ 0 or the waive option), else step 2 of hardship. */
export const stepBeforeWaiver = (application: CourseApplication): WizardStep =>
  (application.cola ?? 1) <= 0 || application.student_waive_fee_option_flag ? 'pay' : 'reduced-fee';
