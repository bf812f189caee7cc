import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRole, ApplicationView } from '@portal/contracts';
import { api } from '@/lib/api-client';
import { apiKindOf } from '../application-roles';

export type SubmitApplicationInput = { role: ApplicationRole; payload: Record<string, unknown> };

export const submitApplication = ({ role, payload }: SubmitApplicationInput) =>
  api.post<ApplicationView>(`/courses/${apiKindOf(role)}/`, payload);

/** A new application changes the list and the courses' eligibility (and the user's preferences). */
export const useSubmitApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () =>
      Promise.all(['applications', 'courses', 'user'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
};
