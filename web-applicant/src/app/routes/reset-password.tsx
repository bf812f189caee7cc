import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export const ResetPasswordRoute = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // Without the link's token there is nothing to reset with: ask for a new link.
  if (!token) return <Navigate to={paths.forgotPassword.getHref()} replace />;
  return (
    <AuthPage title="Reset password">
      <ResetPasswordForm token={token} />
    </AuthPage>
  );
};
