import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@portal/contracts';
import { api } from '@/lib/api-client';

export const signUp = (input: SignUpInput) => api.post<{ detail: string }>('/users/sign-up/', input);

export const useSignUp = () => useMutation({ mutationFn: signUp });
