import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompletionInput } from '@portal/contracts';
import { api } from '@/lib/api-client';
import { podQueryKey } from './get-pod';

/** `POST /api/users/certificates/`: the pod's TA marks a student's course and project completion. */
export const markCompletion = (input: CompletionInput) => api.post<CompletionInput>('/users/certificates/', input);

export const useMarkCompletion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCompletion,
    onSuccess: (_saved, input) => queryClient.invalidateQueries({ queryKey: podQueryKey(input.pod) }),
  });
};
