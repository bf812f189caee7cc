import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm, type Control } from 'react-hook-form';
import { MESSAGES, payWhatYouCanSchema } from '@portal/contracts';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useChoosePayWhatYouCan } from '../api/choose-pay-what-you-can';
import type { CourseApplication } from '../course-application';
import { useCheckout } from '../hooks/use-checkout';

type CustomAmountValues = { amount: number | null };
type CustomAmountFormProps = { application: CourseApplication; minimum: number };

/** The 'cannot afford' amount: recorded first, then paid through the checkout like the fee. */
export const CustomAmountForm = ({ application, minimum }: CustomAmountFormProps) => {
  const { control, handleSubmit, setError } = useForm<any>({
    resolver: zodResolver(payWhatYouCanSchema),
    defaultValues: { amount: null },
  });
  const choose = useChoosePayWhatYouCan(application.id);
  const notify = useNotifications();
  const checkout = useCheckout(application);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await choose.mutateAsync(input);
    } catch (error) {
      if (!showServerFieldErrors(error, ['amount'], setError)) {
        notify({ message: MESSAGES.anErrorAppeared, severity: 'error' });
      }
      return;
    }
    await checkout.pay(input.amount);
  });

  return (
    <Box component="form" noValidate aria-label="Pay what you can" onSubmit={(event) => void onSubmit(event)}>
      <FormNumberField
        control={control as Control<CustomAmountValues>}
        name="amount"
        label="Amount you can pay (USD)"
        min={minimum}
        required
      />
      <Button type="submit" variant="contained" disabled={choose.isPending || checkout.pending}>
        Pay this amount
      </Button>
    </Box>
  );
};
