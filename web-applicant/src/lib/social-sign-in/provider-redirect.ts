import type { ProviderSettings, SocialProvider } from './get-social-providers';

/** Signing in (or up) with the provider, or linking it to the signed-in account. */
export type SocialIntent = 'sign-in' | 'connect';

type PendingRedirect = { provider: SocialProvider; state: string; intent: SocialIntent };

const PENDING_KEY = 'portal.social-redirect';

/** Sends the browser to the provider; the state comes back on the return page and is checked there. */
export const goToProvider = (provider: SocialProvider, settings: ProviderSettings, intent: SocialIntent) => {
  const state = crypto.randomUUID();
  const pending: PendingRedirect = { provider, state, intent };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(settings.authorize_url);
  url.search = new URLSearchParams({
    client_id: settings.client_id,
    redirect_uri: settings.redirect_uri,
    scope: settings.scope,
    // Google hands the browser a token directly; GitHub and ORCID a code for the API to redeem.
    response_type: provider === 'google' ? 'token' : 'code',
    state,
  }).toString();
  window.location.assign(url.toString());
};

/**
 * The intent of the redirect this browser started, if `returnedState` is its state; null for an
 * answer no one here asked for (a forged or replayed link). Each state is good for one answer.
 */
export const takePendingRedirect = (provider: SocialProvider, returnedState: string | null): SocialIntent | null => {
  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!stored || !returnedState) return null;
  const pending = JSON.parse(stored) as PendingRedirect;
  return pending.provider === provider && pending.state === returnedState ? pending.intent : null;
};
