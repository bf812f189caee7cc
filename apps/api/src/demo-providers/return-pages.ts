import type { StandInProvider } from './stand-in-tokens';

/** The portal's page a provider sends the browser back to (the applicant app's `/<provider>-verification`). */
export const returnPageOf = (portalUrl: string, provider: StandInProvider): string =>
  `${portalUrl.replace(/\/+$/, '')}/${provider}-verification`;

/**
 * Whether a stand-in may send a code (or a token) to this `redirect_uri`. A real provider sends them
 * only to the addresses registered for the client, else its authorize page is an open redirect that
 * hands codes to whoever asks; the stand-ins' registered address is the portal's return page, matched
 * exactly. A test's own loopback server learns the portal's address only after it starts, so without
 * `portalUrl` it takes the return page's path on any origin.
 */
export function isReturnPage(redirectUri: string, provider: StandInProvider, portalUrl: string | undefined): boolean {
  if (portalUrl) return redirectUri === returnPageOf(portalUrl, provider);
  try {
    const url = new URL(redirectUri);
    return (
      /^https?:$/.test(url.protocol) && !url.username && !url.password && url.pathname === `/${provider}-verification`
    );
  } catch {
    return false;
  }
}
