import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { MESSAGES, signUpSchema } from '@portal/contracts';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { paths } from '@/config/paths';
import { showServerFieldErrors } from '@/lib/form-errors';
import { formMessages } from '@/lib/form-messages';
import { useSignUp } from '../api/sign-up';

const SIGN_UP_FIELDS = ['first_name', 'last_name', 'email', 'password', 'confirm_password'] as const;

export const SignUpForm = () => {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signUpSchema, formMessages),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirm_password: '' },
  });
  const signUpMutation = useSignUp();
  const notify = useNotifications();
  const navigate = useNavigate();

  const onSubmit = handleSubmit(async (input) => {
    try {
      await signUpMutation.mutateAsync(input);
      // Stays until closed: the person has to go to their mailbox before signing in.
      notify({ message: MESSAGES.confirmationMessageSent, severity: 'success', durationMs: null });
      await navigate(paths.signIn.getHref());
    } catch (error) {
      if (!showServerFieldErrors(error, SIGN_UP_FIELDS, setError)) {
        notify({ message: MESSAGES.anErrorAppeared, severity: 'error' });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign up">
      <FormTextField control={control} name="first_name" label="First name" autoComplete="given-name" required />
      <FormTextField control={control} name="last_name" label="Last name" autoComplete="family-name" required />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField
        control={control}
        name="password"
        label="Password"
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
        Sign up
      </Button>
    </Box>
  );
};
