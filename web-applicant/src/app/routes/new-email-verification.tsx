import { useSearchParams } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { NewEmailConfirmation } from '@/features/auth/components/new-email-confirmation';

export const NewEmailVerificationRoute = () => {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage title="Email change">
      {/* A missing token is refused by the API like any inactive one, with the spec's message. */}
      <NewEmailConfirmation token={searchParams.get('token') ?? ''} />
    </AuthPage>
  );
};
