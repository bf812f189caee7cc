import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const SOCIAL_PROVIDERS = ['orcid', 'github', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Where a provider's button sends the browser (`GET /api/social/providers/`). */
export type ProviderSettings = {
  authorize_url: string;
  client_id: string;
  scope: string;
  redirect_uri: string;
  /** The portal's own stand-in answers instead of the real provider. */
  demo: boolean;
  enabled: boolean;
};

export const getSocialProviders = (signal?: AbortSignal) =>
  api.get<Record<SocialProvider, ProviderSettings>>('/social/providers/', { signal });

export const socialProvidersQueryOptions = queryOptions({
  queryKey: ['social-providers'],
  queryFn: ({ signal }) => getSocialProviders(signal),
  staleTime: Infinity,
});

export const useSocialProviders = () => useQuery(socialProvidersQueryOptions);
