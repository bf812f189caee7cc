import { AuthPage } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const ForgotPasswordRoute = () => (
  <AuthPage title="Forgot password">
    <ForgotPasswordForm />
  </AuthPage>
);
