import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { mountStandIns } from './mount-stand-ins';
import { standInEndpoints } from './stand-in-endpoints';
import { type StandInGrant, mintAccessToken, mintAuthorizationCode } from './stand-in-tokens';
import type { StandInClient, TokenRequestSeen } from './token-endpoint';

export interface StandInServer {
  url: string;
  /** The server's addresses under the configuration keys they stand in for. */
  endpoints: ReturnType<typeof standInEndpoints>;
  /** Every token request received, in order, to check what the client library sent. */
  tokenRequests: TokenRequestSeen[];
  /** A code as the authorize form would issue it, without clicking through the form. */
  mintCode(grant: StandInGrant): string;
  /** A token as the implicit flow (Google) or the token endpoint would issue it. */
  mintAccessToken(grant: StandInGrant): string;
  close(): Promise<void>;
}

/** All three stand-ins on a loopback port, for tests. */
export async function startStandInServer(options: { expectedClient?: StandInClient } = {}): Promise<StandInServer> {
  const secret = randomBytes(32);
  const tokenRequests: TokenRequestSeen[] = [];
  const app = express();
  mountStandIns(app, ['github', 'google', 'orcid'], {
    secret,
    expectedClient: options.expectedClient,
    onTokenRequest: (seen) => tokenRequests.push(seen),
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    endpoints: standInEndpoints(url),
    tokenRequests,
    mintCode: (grant) => mintAuthorizationCode(secret, grant),
    mintAccessToken: (grant) => mintAccessToken(secret, grant),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
