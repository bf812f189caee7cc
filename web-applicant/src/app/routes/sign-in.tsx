import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { PageDescription } from '@/features/auth/components/page-description';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';

export const SignInRoute = () => (
  <AuthPage title="Sign in">
    <PageDescription text="login_page_description" />
    <SignInForm />
    <Divider sx={{ my: 3 }}>or</Divider>
    <SocialButtons action="Sign in" />
    <Typography>
      No account yet?{' '}
      <Link component={RouterLink} to={paths.signUp.getHref()}>
        Sign up
      </Link>
    </Typography>
  </AuthPage>
);
