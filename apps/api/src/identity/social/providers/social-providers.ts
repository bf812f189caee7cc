import type { Config } from '@portal/platform';
import { GitHubExchange } from './github-exchange';
import { GoogleExchange } from './google-exchange';
import { PROVIDER_TIMEOUT_MS } from './oauth-client';
import { OrcidExchange } from './orcid-exchange';
import { type AllProviderSettings, resolveProviderSettings } from './provider-settings';
import type { ProviderStandIns } from './provider-stand-ins';
import { SocialExchangeFailed } from './social-exchange-failed';
import { SOCIAL_PROVIDERS, type SocialProfile, type SocialProvider } from './social-profile';

/** What the browser brings back: a code (GitHub, ORCID) or, from Google's implicit flow, a token. */
export interface SocialCallbackPayload {
  code?: string;
  access_token?: string;
}

/** What the sign-in buttons need to send the person to a provider. */
export interface PublicProviderSettings {
  authorize_url: string;
  client_id: string;
  scope: string;
  redirect_uri: string;
  demo: boolean;
  /** False when the provider has no client and no stand-in: its button should not be offered. */
  enabled: boolean;
}

interface ProviderExchange {
  exchange(credential: string): Promise<SocialProfile>;
}

/**
 * The provider side of social sign-in: turns what the browser brings back into a SocialProfile.
 * Plain on purpose (SocialProvidersModule builds it from the platform's config and the stand-ins the
 * composition root handed in), so the unit tests drive it without a Nest application.
 */
export class SocialProviders {
  private readonly settings: AllProviderSettings;
  /** Null for a disabled provider: it must sign no one in (and the strategies refuse an empty client id). */
  private readonly exchanges: Record<SocialProvider, ProviderExchange | null>;

  /** `timeoutMs` is shortened only by tests, to see a silent provider given up on without waiting 10 s. */
  constructor(config: Config, standIns: ProviderStandIns | null, timeoutMs = PROVIDER_TIMEOUT_MS) {
    this.settings = resolveProviderSettings(config, standIns);
    const { github, google, orcid } = this.settings;
    this.exchanges = {
      github: github.enabled ? new GitHubExchange(github, timeoutMs) : null,
      google: google.enabled ? new GoogleExchange(google, timeoutMs) : null,
      orcid: orcid.enabled ? new OrcidExchange(orcid, timeoutMs) : null,
    };
  }

  /** @throws SocialExchangeFailed when the provider gives no usable profile, for whatever reason. */
  async exchange(provider: SocialProvider, payload: SocialCallbackPayload): Promise<SocialProfile> {
    try {
      const exchange = this.exchanges[provider];
      if (!exchange) throw new SocialExchangeFailed(provider, 'it is not configured on this portal');
      const credential =
        provider === 'google'
          ? required(provider, payload.access_token, 'access token')
          : required(provider, payload.code, 'authorization code');
      return await exchange.exchange(credential);
    } catch (error) {
      throw SocialExchangeFailed.from(provider, error);
    }
  }

  publicSettings(): Record<SocialProvider, PublicProviderSettings> {
    const entries = SOCIAL_PROVIDERS.map((provider) => {
      const { authorizeUrl, clientId, scope, redirectUri, demo, enabled } = this.settings[provider];
      return [
        provider,
        { authorize_url: authorizeUrl, client_id: clientId, scope, redirect_uri: redirectUri, demo, enabled },
      ];
    });
    return Object.fromEntries(entries) as Record<SocialProvider, PublicProviderSettings>;
  }
}

function required(provider: SocialProvider, value: string | undefined, what: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new SocialExchangeFailed(provider, `no ${what} was given`);
  return value;
}
