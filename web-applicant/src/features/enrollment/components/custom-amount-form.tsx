import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { payWhatYouCanSchema } from '@portal/contracts';
import { FormProblemAlert } from '@/components/ui/form/form-problem-alert';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { useFormProblem } from '@/components/ui/form/use-form-problem';
import { useChoosePayWhatYouCan } from '../api/choose-pay-what-you-can';
import type { CourseApplication } from '../course-application';
import { useCheckout } from '../hooks/use-checkout';

type CustomAmountFormProps = { application: CourseApplication; minimum: number };

/** The 'cannot afford' amount: recorded first, then paid through the checkout like the fee. */
export const CustomAmountForm = ({ application, minimum }: CustomAmountFormProps) => {
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(payWhatYouCanSchema),
    defaultValues: { amount: null },
  });
  const choose = useChoosePayWhatYouCan(application.id);
  const failure = useFormProblem();
  const checkout = useCheckout(application);

  const onSubmit = handleSubmit(async (input) => {
    failure.clear();
    try {
      await choose.mutateAsync(input);
    } catch (error) {
      failure.report(error, ['amount'], setError);
      return;
    }
    await checkout.pay(input.amount);
  });

  return (
    <Box component="form" noValidate aria-label="Pay what you can" onSubmit={(event) => void onSubmit(event)}>
      <FormProblemAlert problem={failure.problem ?? checkout.problem} />
      <FormNumberField control={control} name="amount" label="Amount you can pay (USD)" min={minimum} required />
      <Button type="submit" variant="contained" disabled={choose.isPending || checkout.pending}>
        Pay this amount
      </Button>
    </Box>
  );
};
