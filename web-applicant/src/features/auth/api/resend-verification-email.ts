import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A fresh verification link in place of an expired one. */
export const resendVerificationEmail = (expiredToken: string) =>
  api.post<{ detail: string }>('/users/resend-email/', { token: expiredToken, token_type: 'verification' });

export const useResendVerificationEmail = () => useMutation({ mutationFn: resendVerificationEmail });
