import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm, type Control } from 'react-hook-form';
import { MESSAGES, fundingSchema, type FundingOption } from '@portal/contracts';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useAnswerFunding } from '../api/answer-funding';
import { STEP_TITLES } from '../wizard-steps';
import { ExplanationField } from './explanation-field';
import type { StepProps } from './step-props';
import { WizardStepLayout } from './wizard-step-layout';

const FUNDING_CHOICES: { value: FundingOption; label: string }[] = [
  { value: 'yes_funded', label: 'Yes, my institution or a grant will pay the fee' },
  { value: 'yes_denied', label: 'I asked for funding and was refused' },
  { value: 'self_funded', label: 'No, I am paying the fee myself' },
];

type FundingValues = { funding: FundingOption | null; explanation: string };

/** Step 4: who pays the fee; nobody reimbursing it halves the fee. */
export const FundingStep = ({ application, position, goTo }: StepProps) => {
  const { control, handleSubmit, setError } = useForm<any>({
    resolver: zodResolver(fundingSchema),
    defaultValues: { funding: application.funding, explanation: '' },
  });
  const answer = useAnswerFunding(application.id);
  const notify = useNotifications();

  const onSubmit = handleSubmit(async (input) => {
    try {
      await answer.mutateAsync(input);
      goTo('hardship');
    } catch (error) {
      if (!showServerFieldErrors(error, ['funding', 'explanation'], setError)) {
        notify({ message: MESSAGES.anErrorAppeared, severity: 'error' });
      }
    }
  });
  const fields = control as Control<FundingValues>;

  return (
    <WizardStepLayout
      title={STEP_TITLES.funding}
      position={position}
      onBack={() => goTo('pay')}
      onSubmit={() => void onSubmit()}
      actions={
        <Button type="submit" variant="contained" disabled={answer.isPending}>
          Next
        </Button>
      }
    >
      <Typography sx={{ mt: 2 }}>If nobody reimburses your fee, it is halved. Tell us how it will be paid.</Typography>
      <FormRadioGroup
        control={fields}
        name="funding"
        label="Will your institution or a grant pay your course fee?"
        options={FUNDING_CHOICES}
      />
      <ExplanationField control={fields} name="explanation" label="Please explain your funding situation" />
    </WizardStepLayout>
  );
};
