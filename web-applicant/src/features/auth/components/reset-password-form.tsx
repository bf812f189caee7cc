import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { MESSAGES, resetPasswordSchema } from '@portal/contracts';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { formMessages } from '@/lib/form-messages';
import { useResetPassword } from '../api/reset-password';

/** The spec's two words for a link that no longer works (§8). */
const tokenFailure = (error: unknown) =>
  error instanceof ApiError && error.code() === 'expired' ? MESSAGES.tokenHasExpired : MESSAGES.tokenIsNotActive;

export const ResetPasswordForm = ({ token }: { token: string }) => {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema, formMessages),
    defaultValues: { token, password: '', confirm_password: '' },
  });
  const resetPasswordMutation = useResetPassword();
  const notify = useNotifications();
  const navigate = useNavigate();

  const onSubmit = handleSubmit(async (input) => {
    try {
      await resetPasswordMutation.mutateAsync(input);
      notify({ message: MESSAGES.passwordHasBeenReset, severity: 'success' });
      await navigate(paths.signIn.getHref());
    } catch (error) {
      if (showServerFieldErrors(error, ['password', 'confirm_password'], setError)) return;
      notify({ message: tokenFailure(error), severity: 'error' });
      await navigate(paths.forgotPassword.getHref());
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Reset password">
      <FormTextField
        control={control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="confirm_password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 2 }}>
        Reset password
      </Button>
    </Box>
  );
};
