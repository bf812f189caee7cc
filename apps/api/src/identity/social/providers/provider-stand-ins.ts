import type { Config } from '@portal/platform';
import type { SocialProvider } from './social-profile';

/** A provider's addresses in the shape of the configuration keys that name the real ones. */
export type ProviderEndpoints = Pick<
  Config,
  | 'GITHUB_URL'
  | 'GITHUB_API_URL'
  | 'GOOGLE_AUTH_URL'
  | 'GOOGLE_TOKEN_URL'
  | 'GOOGLE_USERINFO_URL'
  | 'GOOGLE_TOKENINFO_URL'
  | 'ORCID_URL'
  | 'ORCID_API_URL'
>;

/**
 * The portal's own stand-ins for the providers with no client configured, as the composition root
 * (server.ts) hands them in from `demo-providers/`. The settings know only this shape, so the
 * stand-ins stay out of production code: a process handed none has none.
 */
export interface ProviderStandIns {
  /** The providers a stand-in answers for: empty where none may run (DEMO_PROVIDERS). */
  providers: readonly SocialProvider[];
  /** The client the portal registers with them. */
  client: { clientId: string; clientSecret: string };
  /** Where they answer on a portal at this public URL. */
  endpoints(publicUrl: string): ProviderEndpoints;
}
