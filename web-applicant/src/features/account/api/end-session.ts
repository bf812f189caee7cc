import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

export const endSession = (id: string) => api.delete(`/users/sessions/${encodeURIComponent(id)}/`);

/** Ends another of the person's sessions; the list is read again afterwards. */
export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries(sessionsQueryOptions),
  });
};
