import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { MESSAGES, forgotPasswordSchema } from '@portal/contracts';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { paths } from '@/config/paths';
import { showServerFieldErrors } from '@/lib/form-errors';
import { formMessages } from '@/lib/form-messages';
import { useForgotPassword } from '../api/forgot-password';

export const ForgotPasswordForm = () => {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema, formMessages),
    defaultValues: { email: '' },
  });
  const forgotPasswordMutation = useForgotPassword();
  const notify = useNotifications();
  const navigate = useNavigate();

  const onSubmit = handleSubmit(async (input) => {
    try {
      await forgotPasswordMutation.mutateAsync(input);
      notify({ message: MESSAGES.instructionsHaveBeenSent, severity: 'success' });
      await navigate(paths.signIn.getHref());
    } catch (error) {
      if (!showServerFieldErrors(error, ['email'], setError)) {
        notify({ message: MESSAGES.anErrorAppeared, severity: 'error' });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Forgot password">
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        helperText={MESSAGES.instructionsWillBeSent}
      />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 2 }}>
        Send instructions
      </Button>
    </Box>
  );
};
