import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@portal/platform';
import { standInEndpoints } from '../../../../demo-providers/stand-in-endpoints';
import { SocialProviders } from '../social-providers';

/** The client the tests register with every stand-in; its secret must never show in an error. */
export const TEST_CLIENT = { clientId: 'portal-test-client', clientSecret: 'never-show-this-secret' };
export const TEST_PORTAL_URL = 'http://portal.test';

/** SocialProviders configured with real clients, as in production, but pointed at the server at `baseUrl`. */
export function providersAgainst(baseUrl: string, timeoutMs?: number): SocialProviders {
  const credentials = Object.fromEntries(
    ['GITHUB', 'GOOGLE', 'ORCID'].flatMap((provider) => [
      [`${provider}_CLIENT_ID`, TEST_CLIENT.clientId],
      [`${provider}_CLIENT_SECRET`, TEST_CLIENT.clientSecret],
    ]),
  );
  const config = loadConfig({ PUBLIC_URL: TEST_PORTAL_URL, ...credentials, ...standInEndpoints(baseUrl) });
  return new SocialProviders(config, null, timeoutMs);
}

/** A throwaway HTTP server on loopback, for providers that misbehave. */
export async function listen(handler: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, close };
}
