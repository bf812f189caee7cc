import { useState, type ComponentType } from 'react';
import type { CourseApplication } from '../course-application';
import { canOpen, firstStepOf, type WizardStep } from '../wizard-steps';
import { FundingStep } from './funding-step';
import { HardshipStep } from './hardship-step';
import { IntroStep } from './intro-step';
import { PayStep } from './pay-step';
import { ReducedFeeStep } from './reduced-fee-step';
import type { StepProps } from './step-props';
import { SupplementalStep } from './supplemental-step';
import { WaiveStep } from './waive-step';

const STEPS: Record<WizardStep, ComponentType<StepProps>> = {
  intro: IntroStep,
  supplemental: SupplementalStep,
  pay: PayStep,
  funding: FundingStep,
  hardship: HardshipStep,
  'reduced-fee': ReducedFeeStep,
  waive: WaiveStep,
};
const ORDER = Object.keys(STEPS) as WizardStep[];

const stepKey = (applicationId: string) => `portal.wizard-step.${applicationId}`;

/** The step this tab was on before a reload, when the answers so far still let it open. */
const restoredStep = (application: CourseApplication): WizardStep | null => {
  const stored = sessionStorage.getItem(stepKey(application.id)) as WizardStep | null;
  return stored && stored in STEPS && canOpen(stored, application) ? stored : null;
};

/** The student's enrollment wizard, shown while the offer is open (status accepted); spec 2 §2, §4. */
export const EnrollmentWizard = ({ application }: { application: CourseApplication }) => {
  const [step, setStepState] = useState<WizardStep>(() => restoredStep(application) ?? firstStepOf(application));
  const setStep = (next: WizardStep) => {
    sessionStorage.setItem(stepKey(application.id), next);
    setStepState(next);
  };
  const Step = STEPS[step];
  const position = `Step ${ORDER.indexOf(step) + 1} of ${ORDER.length}`;
  // The key gives each step a fresh form (and focus on its heading) when it opens.
  return <Step key={step} application={application} position={position} goTo={setStep} />;
};
