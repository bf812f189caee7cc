import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SocialProvider } from '@/lib/social-sign-in/get-social-providers';

export type SocialAccount = { id: string; provider: SocialProvider };

export const getSocialAccounts = (signal?: AbortSignal) =>
  api.get<{ results: SocialAccount[] }>('/social/accounts/', { signal });

export const socialAccountsQueryOptions = queryOptions({
  queryKey: ['social-accounts'],
  queryFn: ({ signal }) => getSocialAccounts(signal),
});

export const useSocialAccounts = () => useQuery(socialAccountsQueryOptions);
