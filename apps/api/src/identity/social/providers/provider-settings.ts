import type { Config } from '@portal/platform';
import type { ProviderEndpoints, ProviderStandIns } from './provider-stand-ins';
import type { SocialProvider } from './social-profile';

/** One provider as the exchange and the sign-in buttons see it, real or stand-in. */
export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** GitHub and ORCID: the API base; Google: the userinfo endpoint. */
  profileUrl: string;
  /** The applicant app's return page, which sends the code (or token) on to the API. */
  redirectUri: string;
  scope: string;
  /** True when the portal's own stand-in answers instead of the real provider. */
  demo: boolean;
  /** False for a provider with no client when stand-ins are not allowed: no one signs in with it. */
  enabled: boolean;
}

export interface GoogleProviderSettings extends ProviderSettings {
  /** Says which client a token was issued to; the browser's token is checked there first. */
  tokenInfoUrl: string;
}

export interface AllProviderSettings {
  github: ProviderSettings;
  google: GoogleProviderSettings;
  orcid: ProviderSettings;
}

type ChosenProvider = Pick<ProviderSettings, 'clientId' | 'clientSecret' | 'demo' | 'enabled'> & {
  urls: ProviderEndpoints;
};

/** The scopes the spec names (§9); ORCID's three are space-separated as ORCID expects. */
const SCOPES: Record<SocialProvider, string> = {
  github: 'user',
  google: 'openid email profile',
  orcid: '/authenticate /read-limited /activities/update',
};

export function portalPublicUrl(config: Config): string {
  return withoutTrailingSlash(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
}

/**
 * A provider with a CLIENT_ID set is the real one at the configured URLs. One without is the stand-in
 * the portal mounts on itself (docs/architecture.md §1) where the composition root handed one in for it, so the
 * embedded demo signs in offline, and is disabled elsewhere (`standIns` null: none anywhere).
 */
export function resolveProviderSettings(config: Config, standIns: ProviderStandIns | null): AllProviderSettings {
  const publicUrl = portalPublicUrl(config);
  const choose = (provider: SocialProvider, clientId?: string, clientSecret?: string): ChosenProvider => {
    if (clientId) return { clientId, clientSecret: clientSecret ?? '', urls: config, demo: false, enabled: true };
    if (standIns?.providers.includes(provider))
      return { ...standIns.client, urls: standIns.endpoints(publicUrl), demo: true, enabled: true };
    return { clientId: '', clientSecret: '', urls: config, demo: false, enabled: false };
  };

  const github = choose('github', config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET);
  const google = choose('google', config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET);
  const orcid = choose('orcid', config.ORCID_CLIENT_ID, config.ORCID_CLIENT_SECRET);
  const githubSite = withoutTrailingSlash(github.urls.GITHUB_URL);
  const orcidSite = withoutTrailingSlash(orcid.urls.ORCID_URL);
  const common = (provider: SocialProvider, chosen: ChosenProvider) => ({
    clientId: chosen.clientId,
    clientSecret: chosen.clientSecret,
    redirectUri: `${publicUrl}/${provider}-verification`,
    scope: SCOPES[provider],
    demo: chosen.demo,
    enabled: chosen.enabled,
  });
  return {
    github: {
      ...common('github', github),
      authorizeUrl: `${githubSite}/login/oauth/authorize`,
      tokenUrl: `${githubSite}/login/oauth/access_token`,
      profileUrl: withoutTrailingSlash(github.urls.GITHUB_API_URL),
    },
    google: {
      ...common('google', google),
      authorizeUrl: google.urls.GOOGLE_AUTH_URL,
      tokenUrl: google.urls.GOOGLE_TOKEN_URL,
      profileUrl: google.urls.GOOGLE_USERINFO_URL,
      tokenInfoUrl: google.urls.GOOGLE_TOKENINFO_URL,
    },
    orcid: {
      ...common('orcid', orcid),
      authorizeUrl: `${orcidSite}/oauth/authorize`,
      tokenUrl: `${orcidSite}/oauth/token`,
      profileUrl: withoutTrailingSlash(orcid.urls.ORCID_API_URL),
    },
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
