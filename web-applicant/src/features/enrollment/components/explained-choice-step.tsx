import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { SelectOption } from '@/components/ui/form/field-option';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { useFormProblem } from '@/components/ui/form/use-form-problem';
import { useStepDraft } from '../hooks/use-step-draft';
import { STEP_TITLES, type WizardStep } from '../wizard-steps';
import { ExplanationField } from './explanation-field';
import type { StepProps } from './step-props';
import { WizardStepLayout } from './wizard-step-layout';

/** The steps that ask one choice, in the answer's field of the step's name, and its explanation. */
type ExplainedChoiceStepName = 'funding' | 'hardship';

/** What such a step asks and where it leads: the funding and hardship steps differ only in these. */
export type ExplainedChoice<Values extends FieldValues, Answer> = {
  step: ExplainedChoiceStepName & Path<Values>;
  /** The contract's schema of the answer, as react-hook-form's resolver. */
  resolver: Resolver<Values, unknown, Answer>;
  /** The choice already sent (or none) and an empty explanation. */
  defaultValues: DefaultValues<Values>;
  /** The step's command: it answers with the application, and changes the fee. */
  answer: { mutateAsync: (input: Answer) => Promise<unknown>; isPending: boolean };
  intro: string;
  question: string;
  options: readonly SelectOption[];
  explanationLabel: string;
  back: WizardStep;
  next: WizardStep;
};

type ExplainedChoiceStepProps<Values extends FieldValues, Answer> = Omit<StepProps, 'application'> & {
  applicationId: string;
  choice: ExplainedChoice<Values, Answer>;
};

/** A wizard step of one choice among a few and a 200-character explanation, kept as a draft. */
export const ExplainedChoiceStep = <Values extends FieldValues & { explanation: unknown }, Answer>({
  position,
  goTo,
  applicationId,
  choice,
}: ExplainedChoiceStepProps<Values, Answer>) => {
  const { step, answer } = choice;
  // Every such answer has it (the bound on Values), but TypeScript cannot spell `Path` of a type
  // still unknown here.
  const explanation = 'explanation' as Path<Values>;
  const form = useForm<Values, unknown, Answer>({ resolver: choice.resolver, defaultValues: choice.defaultValues });
  const { control, handleSubmit, setError } = form;
  useStepDraft(form, applicationId, step);
  const failure = useFormProblem();

  const onSubmit = handleSubmit(async (input) => {
    try {
      await answer.mutateAsync(input);
      goTo(choice.next);
    } catch (error) {
      failure.report(error, [step, explanation], setError);
    }
  });

  return (
    <WizardStepLayout
      title={STEP_TITLES[step]}
      position={position}
      onBack={() => goTo(choice.back)}
      onSubmit={() => void onSubmit()}
      problem={failure.problem}
      actions={
        <Button type="submit" variant="contained" disabled={answer.isPending}>
          Next
        </Button>
      }
    >
      <Typography sx={{ mt: 2 }}>{choice.intro}</Typography>
      <FormRadioGroup control={control} name={step} label={choice.question} options={choice.options} />
      <ExplanationField control={control} name={explanation} label={choice.explanationLabel} />
    </WizardStepLayout>
  );
};
