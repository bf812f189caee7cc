import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useForm, type Resolver } from 'react-hook-form';
import { MESSAGES } from '@portal/contracts';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useStartSession } from '@/lib/auth/use-start-session';
import { type SignInInput, useSignIn } from '../api/sign-in';

/**
 * zod and the shared schema are a tenth of this page's code and only needed once the visitor
 * submits: the first check loads them, so the page itself opens sooner.
 */
const signInResolver: Resolver<SignInInput> = async (values, context, options) => {
  const { signInValidation } = await import('./sign-in-validation');
  return signInValidation(values, context, options);
};

/** Why sign-in failed, shown under the email field (spec §7). */
const signInFailure = (error: unknown): string => {
  if (!(error instanceof ApiError)) return MESSAGES.anErrorAppeared;
  const firstFieldError = Object.values(error.fieldErrors()).at(0);
  return error.firstNonFieldError()?.message ?? firstFieldError?.message ?? error.message;
};

export const SignInForm = () => {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: signInResolver,
    defaultValues: { username: '', password: '' },
  });
  const signInMutation = useSignIn();
  const startSession = useStartSession();

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { token } = await signInMutation.mutateAsync(input);
      // The public-only route then moves on to where the visitor was heading.
      await startSession(token);
    } catch (error) {
      setError('username', { type: 'server', message: signInFailure(error) }, { shouldFocus: true });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
      <FormTextField control={control} name="username" label="Email" type="email" autoComplete="email" required />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      {/* Listed by the spec; the token is kept in local storage either way. */}
      <FormControlLabel control={<Checkbox />} label="Check me out" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Login
        </Button>
        <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
          Forgot password?
        </Link>
      </Box>
    </Box>
  );
};
