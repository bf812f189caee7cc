import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { PageDescription } from '@/features/auth/components/page-description';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';

export const SignUpRoute = () => (
  <AuthPage title="Sign up">
    <PageDescription text="registration_page_description" />
    <SignUpForm />
    <Divider sx={{ my: 3 }}>or</Divider>
    <SocialButtons action="Sign up" />
    <Typography>
      Already have an account?{' '}
      <Link component={RouterLink} to={paths.signIn.getHref()}>
        Sign in
      </Link>
    </Typography>
  </AuthPage>
);
