import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth/get-user';
import { socialAccountsQueryOptions } from './get-social-accounts';

export const disconnectSocialAccount = (id: string) =>
  api.post<{ detail: string }>(`/social/accounts/${encodeURIComponent(id)}/disconnect/`, {});

/** Afterwards the account list and the user (whose ORCID iD goes with ORCID) are read again. */
export const useDisconnectSocialAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectSocialAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(socialAccountsQueryOptions),
        queryClient.invalidateQueries(userQueryOptions),
      ]),
  });
};
