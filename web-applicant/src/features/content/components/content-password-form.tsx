import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { MESSAGES, contentPasswordSchema } from '@portal/contracts';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { formMessages } from '@/lib/form-messages';
import { useVerifyContentPassword } from '../api/verify-content-password';

/**
 * The course content password (spec 2 §2, §5): the notice above a required field; errors under it;
 * success says so and opens the content page.
 */
export const ContentPasswordForm = () => {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(contentPasswordSchema, formMessages),
    defaultValues: { password: '' },
  });
  const verify = useVerifyContentPassword();
  const notify = useNotifications();
  const navigate = useNavigate();

  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await verify.mutateAsync(input);
      notify({ message: answer.detail, severity: 'success' });
      await navigate(paths.media.getHref());
    } catch (error) {
      if (showServerFieldErrors(error, ['password'], setError)) return;
      // Too many tries (429) names no field: its message goes under the field all the same.
      const message = error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.anErrorAppeared;
      setError('password', { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Course content password">
      <Alert severity="info" sx={{ mb: 1 }}>
        {MESSAGES.contentPasswordNotice}
      </Alert>
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="off" required />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 2 }}>
        Submit
      </Button>
    </Box>
  );
};
