import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The link of the verification email (`/verification?token=`). */
export const verifyEmail = (token: string) => api.post<{ detail: string }>('/users/verification/', { token });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
