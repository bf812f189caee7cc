import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SocialIntent } from '@/lib/social-sign-in/provider-redirect';
import type { SocialProvider } from '@/lib/social-sign-in/get-social-providers';

/** What the provider handed back: a code (GitHub, ORCID) or, from Google, the access token itself. */
export type ProviderAnswer = { code: string } | { access_token: string };

type SocialSignInInput = { provider: SocialProvider; intent: SocialIntent; answer: ProviderAnswer };

/** Signs in (or up) with the provider, or links it to the signed-in account; both answer a token. */
export const socialSignIn = ({ provider, intent, answer }: SocialSignInInput) =>
  api.post<{ token: string }>(`/social/${provider}/${intent === 'connect' ? 'connect/' : ''}`, answer);

export const useSocialSignIn = () => useMutation({ mutationFn: socialSignIn });
