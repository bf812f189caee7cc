import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { hardshipSchema } from '@portal/contracts';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { useFormProblem } from '@/components/ui/form/use-form-problem';
import { useAnswerHardship } from '../api/answer-hardship';
import { useStepDraft } from '../hooks/use-step-draft';
import { STEP_TITLES } from '../wizard-steps';
import { ExplanationField } from './explanation-field';
import type { StepProps } from './step-props';
import { WizardStepLayout } from './wizard-step-layout';

const HARDSHIP_CHOICES = [
  { value: true, label: 'Yes, paying the fee would be a financial hardship' },
  { value: false, label: 'No' },
];

/** Hardship step 1: a yes halves the fee (not the processing fee) again. */
export const HardshipStep = ({ application, position, goTo }: StepProps) => {
  const form = useForm({
    resolver: zodResolver(hardshipSchema),
    defaultValues: { hardship: application.hardship, explanation: '' },
  });
  const { control, handleSubmit, setError } = form;
  useStepDraft(form, application.id, 'hardship');
  const answer = useAnswerHardship(application.id);
  const failure = useFormProblem();

  const onSubmit = handleSubmit(async (input) => {
    try {
      await answer.mutateAsync(input);
      goTo('reduced-fee');
    } catch (error) {
      failure.report(error, ['hardship', 'explanation'], setError);
    }
  });

  return (
    <WizardStepLayout
      title={STEP_TITLES.hardship}
      position={position}
      onBack={() => goTo('funding')}
      onSubmit={() => void onSubmit()}
      problem={failure.problem}
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
        control={control}
        name="hardship"
        label="Would paying the course fee be a financial hardship for you?"
        options={HARDSHIP_CHOICES}
      />
      <ExplanationField control={control} name="explanation" label="Please explain your financial situation" />
    </WizardStepLayout>
  );
};
