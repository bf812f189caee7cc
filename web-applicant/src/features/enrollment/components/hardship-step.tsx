import { zodResolver } from '@hookform/resolvers/zod';
import { hardshipSchema } from '@portal/contracts';
import { useAnswerHardship } from '../api/answer-hardship';
import { ExplainedChoiceStep } from './explained-choice-step';
import type { StepProps } from './step-props';

const HARDSHIP_CHOICES = [
  { value: true, label: 'Yes, paying the fee would be a financial hardship' },
  { value: false, label: 'No' },
];

/** Hardship step 1: a yes halves the fee (not the processing fee) again. */
export const HardshipStep = ({ application, ...step }: StepProps) => {
  const answer = useAnswerHardship(application.id);
  return (
    <ExplainedChoiceStep
      {...step}
      applicationId={application.id}
      choice={{
        step: 'hardship',
        resolver: zodResolver(hardshipSchema),
        defaultValues: { hardship: application.hardship, explanation: '' },
        answer,
        intro: 'The hardship discount halves the course fee (50% of the fee, not counting the processing fee).',
        question: 'Would paying the course fee be a financial hardship for you?',
        options: HARDSHIP_CHOICES,
        explanationLabel: 'Please explain your financial situation',
        back: 'funding',
        next: 'reduced-fee',
      }}
    />
  );
};
