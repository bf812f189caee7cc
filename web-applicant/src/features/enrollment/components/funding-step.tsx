import { zodResolver } from '@hookform/resolvers/zod';
import { fundingSchema, type FundingOption } from '@portal/contracts';
import { useAnswerFunding } from '../api/answer-funding';
import { ExplainedChoiceStep } from './explained-choice-step';
import type { StepProps } from './step-props';

const FUNDING_CHOICES: { value: FundingOption; label: string }[] = [
  { value: 'yes_funded', label: 'Yes, my institution or a grant will pay the fee' },
  { value: 'yes_denied', label: 'I asked for funding and was refused' },
  { value: 'self_funded', label: 'No, I am paying the fee myself' },
];

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
