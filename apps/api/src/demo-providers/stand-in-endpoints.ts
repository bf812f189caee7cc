import type { Config } from '@portal/platform';
import type { StandInProvider } from './stand-in-tokens';
import type { StandInClient, TokenRequestSeen } from './token-endpoint';

/** Where each stand-in is mounted, on the portal itself or on a test's loopback server. */
export const STAND_IN_MOUNTS = {
  github: '/demo/oauth/github',
  githubApi: '/demo/oauth/github-api',
  google: '/demo/oauth/google',
  orcid: '/demo/oauth/orcid',
  orcidApi: '/demo/oauth/orcid-api',
} as const;

/**
 * The stand-ins' addresses in the shape of the configuration keys they replace, so the exchange
 * code is the same whether it talks to a real provider or to a stand-in.
 */
export function standInEndpoints(baseUrl: string) {
  const base = baseUrl.replace(/\/$/, '');
  return {
    GITHUB_URL: base + STAND_IN_MOUNTS.github,
    GITHUB_API_URL: base + STAND_IN_MOUNTS.githubApi,
    GOOGLE_AUTH_URL: `${base}${STAND_IN_MOUNTS.google}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${base}${STAND_IN_MOUNTS.google}/token`,
    GOOGLE_USERINFO_URL: `${base}${STAND_IN_MOUNTS.google}/oauth2/v3/userinfo`,
    GOOGLE_TOKENINFO_URL: `${base}${STAND_IN_MOUNTS.google}/tokeninfo`,
    ORCID_URL: base + STAND_IN_MOUNTS.orcid,
    ORCID_API_URL: base + STAND_IN_MOUNTS.orcidApi,
  };
}

/** Stand-ins run in the embedded demo, and elsewhere only with DEMO_PROVIDERS=true (tests). */
export const standInsWanted = (config: Config): boolean =>
  config.DEMO_PROVIDERS ? config.DEMO_PROVIDERS === 'true' : config.mode === 'embedded';

/**
 * The providers with no client configured that the portal serves itself. A stand-in signs in whoever
 * is typed into its form, and a verified email links to an existing account, so outside the embedded
 * demo they are off unless DEMO_PROVIDERS=true (tests); such a provider is then disabled.
 */
export function standInProviders(config: Config): StandInProvider[] {
  if (!standInsWanted(config)) return [];
  const configured = {
    github: config.GITHUB_CLIENT_ID,
    google: config.GOOGLE_CLIENT_ID,
    orcid: config.ORCID_CLIENT_ID,
  };
  return (Object.keys(configured) as StandInProvider[]).filter((provider) => !configured[provider]);
}

/**
 * The client the portal registers with its own stand-ins. They are public demos, so these are not
 * secrets; they are there so the stand-ins check credentials the way a real provider does.
 */
export const STAND_IN_CLIENT: StandInClient = { clientId: 'portal-demo', clientSecret: 'portal-demo-secret' };

export interface StandInOptions {
  /** Signs codes and tokens; every process serving or checking them must share it. */
  secret: Buffer;
  expectedClient?: StandInClient;
  /** The portal's public URL: its return pages are the only places the authorize pages send anyone. */
  portalUrl?: string;
  onTokenRequest?: (seen: TokenRequestSeen) => void;
}
