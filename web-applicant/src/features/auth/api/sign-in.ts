import { useMutation } from '@tanstack/react-query';
import type { signInSchema } from '@portal/contracts';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema-types';

export type SignInInput = SchemaOutput<typeof signInSchema>;

export const signIn = (input: SignInInput) => api.post<{ token: string }>('/users/sign-in/', input);

export const useSignIn = () => useMutation({ mutationFn: signIn });
