import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRole, ApplicationView } from '@portal/contracts';
import { api } from '@/lib/api-client';
import { apiKindOf } from '../application-roles';

export type UpdateApplicationInput = { role: ApplicationRole; id: string; payload: Record<string, unknown> };

export const updateApplication = ({ role, id, payload }: UpdateApplicationInput) =>
  api.patch<ApplicationView>(`/courses/${apiKindOf(role)}/${id}/`, payload);

export const useUpdateApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
};
