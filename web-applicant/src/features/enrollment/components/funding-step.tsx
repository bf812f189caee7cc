import { zodResolver } from '@hookform/resolvers/zod';
import { CHOICE_LABELS, FUNDING_OPTIONS, fundingSchema } from '@portal/contracts';
import { useAnswerFunding } from '../api/answer-funding';
import { ExplainedChoiceStep } from './explained-choice-step';
import type { StepProps } from './step-props';

// The contracts' words, which the staff history shows the answer in.
const FUNDING_CHOICES = FUNDING_OPTIONS.map((value) => ({ value, label: CHOICE_LABELS.funding[value] }));

/** Step 4: who pays the fee; nobody reimbursing it halves the fee. */
export const FundingStep = ({ application, ...step }: StepProps) => {
  const answer = useAnswerFunding(application.id);
  return (
    <ExplainedChoiceStep
      {...step}
      applicationId={application.id}
      choice={{
        step: 'funding',
        resolver: zodResolver(fundingSchema),
        defaultValues: { funding: application.funding, explanation: '' },
        answer,
        intro: 'If nobody reimburses your fee, it is halved. Tell us how it will be paid.',
        question: 'Will your institution or a grant pay your course fee?',
        options: FUNDING_CHOICES,
        explanationLabel: 'Please explain your funding situation',
        back: 'pay',
        next: 'hardship',
      }}
    />
  );
};
