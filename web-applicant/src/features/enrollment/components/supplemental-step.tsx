import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { supplementalFormSchema } from '@portal/contracts';
import { FormCheckboxField } from '@/components/ui/form/form-checkbox-field';
import { useFormProblem } from '@/components/ui/form/use-form-problem';
import { useConfirmSupplementalForm } from '../api/confirm-supplemental-form';
import { STEP_TITLES } from '../wizard-steps';
import type { StepProps } from './step-props';
import { WizardStepLayout } from './wizard-step-layout';

/** Step 2: the enrollment form, filled out elsewhere, and its required confirmation. */
export const SupplementalStep = ({ application, position, goTo }: StepProps) => {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(supplementalFormSchema),
    defaultValues: { filled_airtable_form: application.filled_airtable_form },
  });
  const confirm = useConfirmSupplementalForm(application.id);
  const failure = useFormProblem();

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (!application.filled_airtable_form) await confirm.mutateAsync(input);
      goTo('pay');
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <WizardStepLayout
      title={STEP_TITLES.supplemental}
      position={position}
      onBack={() => goTo('intro')}
      onSubmit={() => void onSubmit()}
      problem={failure.problem}
      actions={
        <Button type="submit" variant="contained" disabled={confirm.isPending}>
          Next
        </Button>
      }
    >
      <Typography sx={{ mt: 2 }}>
        Please fill out the enrollment form: it tells us what we need to place you in a pod.
        {application.enrollment_form_link && ' '}
        {application.enrollment_form_link && (
          <Link href={application.enrollment_form_link} target="_blank" rel="noopener noreferrer">
            Enrollment form (opens in a new tab)
          </Link>
        )}
      </Typography>
      <FormCheckboxField control={control} name="filled_airtable_form" label="I have filled out the airtable form" />
    </WizardStepLayout>
  );
};
