import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { EmailVerification } from '@/features/auth/components/email-verification';

export const VerificationRoute = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <AuthPage title="Email verification">
      <EmailVerification token={token} />
    </AuthPage>
  );
};
