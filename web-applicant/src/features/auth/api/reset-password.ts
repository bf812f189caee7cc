import { useMutation } from '@tanstack/react-query';
import type { resetPasswordSchema } from '@portal/contracts';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema-types';

export type ResetPasswordInput = SchemaOutput<typeof resetPasswordSchema>;

export const resetPassword = ({ token, password }: ResetPasswordInput) =>
  api.post<{ detail: string }>('/users/reset-password/', { token, password });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
