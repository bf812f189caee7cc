import type { CourseApplication } from '../course-application';
import type { WizardStep } from '../wizard-steps';

export type StepProps = {
  application: CourseApplication;
  /** 'Step n of 7'. */
  position: string;
  goTo: (step: WizardStep) => void;
};
