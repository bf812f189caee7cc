import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { fundingSchema, type FundingOption } from '@portal/contracts';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { useFormProblem } from '@/components/ui/form/use-form-problem';
import { useAnswerFunding } from '../api/answer-funding';
import { useStepDraft } from '../hooks/use-step-draft';
import { STEP_TITLES } from '../wizard-steps';
import { ExplanationField } from './explanation-field';
import type { StepProps } from './step-props';
import { WizardStepLayout } from './wizard-step-layout';

const FUNDING_CHOICES: { value: FundingOption; label: string }[] = [
  { value: 'yes_funded', label: 'Yes, my institution or a grant will pay the fee' },
  { value: 'yes_denied', label: 'I asked for funding and was refused' },
  { value: 'self_funded', label: 'No, I am paying the fee myself' },
];

/** Step 4: who pays the fee; nobody reimbursing it halves the fee. */
export const FundingStep = ({ application, position, goTo }: StepProps) => {
  const form = useForm({
    resolver: zodResolver(fundingSchema),
    defaultValues: { funding: application.funding, explanation: '' },
  });
  const { control, handleSubmit, setError } = form;
  useStepDraft(form, application.id, 'funding');
  const answer = useAnswerFunding(application.id);
  const failure = useFormProblem();

  const onSubmit = handleSubmit(async (input) => {
    try {
      await answer.mutateAsync(input);
      goTo('hardship');
    } catch (error) {
      failure.report(error, ['funding', 'explanation'], setError);
    }
  });

  return (
    <WizardStepLayout
      title={STEP_TITLES.funding}
      position={position}
      onBack={() => goTo('pay')}
      onSubmit={() => void onSubmit()}
      problem={failure.problem}
      actions={
        <Button type="submit" variant="contained" disabled={answer.isPending}>
          Next
        </Button>
      }
    >
      <Typography sx={{ mt: 2 }}>If nobody reimburses your fee, it is halved. Tell us how it will be paid.</Typography>
      <FormRadioGroup
        control={control}
        name="funding"
        label="Will your institution or a grant pay your course fee?"
        options={FUNDING_CHOICES}
      />
      <ExplanationField control={control} name="explanation" label="Please explain your funding situation" />
    </WizardStepLayout>
  );
};
