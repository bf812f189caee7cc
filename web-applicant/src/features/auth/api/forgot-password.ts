import { useMutation } from '@tanstack/react-query';
import type { forgotPasswordSchema } from '@portal/contracts';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema-types';

export type ForgotPasswordInput = SchemaOutput<typeof forgotPasswordSchema>;

export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<{ detail: string }>('/users/forgot-password/', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
