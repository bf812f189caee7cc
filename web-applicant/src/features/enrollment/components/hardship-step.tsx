import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm, type Control } from 'react-hook-form';
import { MESSAGES, hardshipSchema } from '@portal/contracts';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useAnswerHardship } from '../api/answer-hardship';
import { STEP_TITLES } from '../wizard-steps';
import { ExplanationField } from './explanation-field';
import type { StepProps } from './step-props';
import { WizardStepLayout } from './wizard-step-layout';

const HARDSHIP_CHOICES = [
  { value: true, label: 'Yes, paying the fee would be a financial hardship' },
  { value: false, label: 'No' },
];

type HardshipValues = { hardship: boolean | null; explanation: string };

/** Hardship step 1: a yes halves the fee (not the processing fee) again. */
export const HardshipStep = ({ application, position, goTo }: StepProps) => {
  const { control, handleSubmit, setError } = useForm<any>({
    resolver: zodResolver(hardshipSchema),
    defaultValues: { hardship: application.hardship, explanation: '' },
  });
  const answer = useAnswerHardship(application.id);
  const notify = useNotifications();

  const onSubmit = handleSubmit(async (input) => {
    try {
      await answer.mutateAsync(input);
      goTo('reduced-fee');
    } catch (error) {
      if (!showServerFieldErrors(error, ['hardship', 'explanation'], setError)) {
        notify({ message: MESSAGES.anErrorAppeared, severity: 'error' });
      }
    }
  });
  const fields = control as Control<HardshipValues>;

  return (
    <WizardStepLayout
      title={STEP_TITLES.hardship}
      position={position}
      onBack={() => goTo('funding')}
      onSubmit={() => void onSubmit()}
      actions={
        <Button type="submit" variant="contained" disabled={answer.isPending}>
          Next
        </Button>
      }
    >
      <Typography sx={{ mt: 2 }}>
        The hardship discount halves the course fee (50% of the fee, not counting the processing fee).
      </Typography>
      <FormRadioGroup
        control={fields}
        name="hardship"
        label="Would paying the course fee be a financial hardship for you?"
        options={HARDSHIP_CHOICES}
      />
      <ExplanationField control={fields} name="explanation" label="Please explain your financial situation" />
    </WizardStepLayout>
  );
};
