import { AuthPage } from '@/features/auth/components/auth-page';
import { SocialReturn } from '@/features/auth/components/social-return';
import type { SocialProvider } from '@/lib/social-sign-in/get-social-providers';

export const SocialVerificationRoute = ({ provider }: { provider: SocialProvider }) => (
  <AuthPage title="Signing in">
    <SocialReturn provider={provider} />
  </AuthPage>
);
