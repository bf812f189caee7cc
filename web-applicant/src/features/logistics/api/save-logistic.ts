import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogisticChanges, LogisticInput, LogisticView } from '@portal/contracts';
import { api } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth/get-user';

type SaveLogisticInput = { id: null; logistic: LogisticInput } | { id: string; logistic: LogisticChanges };

/** Creates the record the first time, updates it by id afterwards (preferences only update). */
export const saveLogistic = ({ id, logistic }: SaveLogisticInput) =>
  id
    ? api.patch<LogisticView>(`/users/logistic/${id}/`, logistic)
    : api.post<LogisticView>('/users/logistic/', logistic);

/**
 * The user is read again: the record's id and whether the profile is filled come with it. So are the
 * courses, whose eligibility to apply (profile_not_filled) depends on the logistics.
 */
export const useSaveLogistic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLogistic,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(userQueryOptions),
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
      ]),
  });
};
