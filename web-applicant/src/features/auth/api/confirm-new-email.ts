import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The link sent to the new address of an email change (`/new-email-verification?token=`). */
export const confirmNewEmail = (token: string) =>
  api.post<{ detail: string }>('/users/verification-new-email/', { token });

export const useConfirmNewEmail = () => useMutation({ mutationFn: confirmNewEmail });
