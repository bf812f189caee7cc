import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRole } from '@portal/contracts';
import { postStep } from './use-enrollment-step';

/** Final: the offer is declined ('Are you sure?' is asked before). */
export const declineOffer = (role: ApplicationRole, id: string) =>
  postStep(`/courses/${role}-applications/${id}/decline/`, {});

/** The page leaves for home afterwards; the applications list shows the new status. */
export const useDeclineOffer = (role: ApplicationRole, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineOffer(role, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
};
