import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { MESSAGES, waiveFeeSchema } from '@portal/contracts';
import { withFormRules } from '@/components/ui/form/form-rules-resolver';
import { useFormProblem } from '@/components/ui/form/use-form-problem';
import type { SchemaInput } from '@/lib/schema-types';
import { useFee } from '../api/get-fee';
import { useWaiveFee } from '../api/waive-fee';
import { useStepDraft } from '../hooks/use-step-draft';
import { stepBeforeWaiver, STEP_TITLES } from '../wizard-steps';
import { ExplanationField } from './explanation-field';
import { WaiverRequestNotice, staffDecideWaiver } from './waiver-request-notice';
import type { StepProps } from './step-props';
import { WizardStepLayout } from './wizard-step-layout';

const REASON_MINIMUM = 200;

/** The reason is required with its 200 characters only while there is a fee to waive (spec 2 §5). */
const reasonRule =
  (feeCents: number) =>
  ({ reason = '' }: SchemaInput<typeof waiveFeeSchema>) => {
    if (feeCents <= 0) return {};
    if (reason.trim() === '') return { reason: MESSAGES.requiredField };
    return reason.trim().length < REASON_MINIMUM ? { reason: MESSAGES.minimumLength200 } : {};
  };

/**
 * Step 7: the fee waived on request; the application is then enrolled (status waived_fee). On a course
 * whose staff decide waivers the request goes to them instead, and the step says where it stands.
 */
export const WaiveStep = ({ application, position, goTo }: StepProps) => {
  const feeCents = useFee(application.id).data?.total_cents ?? 0;
  const form = useForm({
    resolver: withFormRules(zodResolver(waiveFeeSchema), reasonRule(feeCents)),
    defaultValues: { reason: '' },
  });
  const { control, handleSubmit, setError } = form;
  useStepDraft(form, application.id, 'waive');
  const waive = useWaiveFee(application.id);
  const failure = useFormProblem();
  const askStaff = staffDecideWaiver(application, feeCents);
  const waiting = askStaff && application.fee_waiver_request === 'waiting';

  const onSubmit = handleSubmit(async (input) => {
    try {
      await waive.mutateAsync(input);
    } catch (error) {
      failure.report(error, ['reason'], setError);
    }
  });

  return (
    <WizardStepLayout
      title={STEP_TITLES.waive}
      position={position}
      onBack={() => goTo(stepBeforeWaiver(application))}
      onSubmit={() => void onSubmit()}
      problem={failure.problem}
      actions={
        waiting ? null : (
          <Button type="submit" variant="contained" disabled={waive.isPending}>
            {askStaff ? 'Ask for the fee waiver' : 'Waive fee and enroll'}
          </Button>
        )
      }
    >
      {askStaff && <WaiverRequestNotice request={application.fee_waiver_request} />}
      {!waiting && (
        <>
          <Typography sx={{ mt: 2 }}>
            Tell us why the course fee should be waived for you.
            {askStaff && ' Our staff decide on waivers for this course and will email you their answer.'}
          </Typography>
          <ExplanationField control={control} name="reason" label="Reason for the fee waiver" required={feeCents > 0} />
        </>
      )}
    </WizardStepLayout>
  );
};
