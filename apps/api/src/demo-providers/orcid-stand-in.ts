import { randomUUID } from 'node:crypto';
import { Router, urlencoded } from 'express';
import { authorizeEndpoint } from './authorize-endpoint';
import { mountOrcidEducation } from './orcid-education-stand-in';
import type { StandInOptions } from './stand-in-endpoints';
import { type StandInGrant, TOKEN_LIFETIME_SECONDS } from './stand-in-tokens';
import { type TokenProblem, requireAccessToken, tokenEndpoint } from './token-endpoint';

const REFUSALS: Record<TokenProblem, { status: number; body: Record<string, string> }> = {
  client: { status: 401, body: { error: 'invalid_client', error_description: 'Client not found' } },
  code: { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid authorization code' } },
  redirect_uri: { status: 400, body: { error: 'invalid_grant', error_description: 'Redirect URI mismatch.' } },
  grant_type: { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' } },
};

/** orcid.org (authorize, token: the iD and name come in the token answer) and the member API's email list and educations. */
export function orcidStandIn(options: StandInOptions): { site: Router; api: Router } {
  const { secret, expectedClient } = options;
  const site = Router();
  const authorize = authorizeEndpoint({
    provider: 'orcid',
    providerName: 'ORCID',
    secret,
    defaultScope: '/authenticate',
    expectedClientId: expectedClient?.clientId,
    portalUrl: options.portalUrl,
  });
  site.get('/oauth/authorize', authorize.show);
  site.post('/oauth/authorize', urlencoded({ extended: false }), authorize.decide);
  site.post(
    '/oauth/token',
    urlencoded({ extended: false }),
    tokenEndpoint({
      provider: 'orcid',
      secret,
      expectedClient,
      onTokenRequest: options.onTokenRequest,
      refusal: (problem) => REFUSALS[problem],
      answer: ({ identity, scope }, accessToken) => ({
        access_token: accessToken,
        token_type: 'bearer',
        // Refreshing is not offered by the stand-in; the field is here because ORCID always sends one.
        refresh_token: randomUUID(),
        expires_in: TOKEN_LIFETIME_SECONDS.orcid,
        scope,
        name: `${identity.firstName} ${identity.lastName}`,
        orcid: identity.orcid,
      }),
    }),
  );

  const api = Router();
  api.use(requireAccessToken(secret, 'orcid', { error: 'invalid_token', error_description: 'Invalid access token' }));
  api.get('/:orcid/email', (req, res) => {
    const { identity } = res.locals.grant as StandInGrant;
    if (req.params.orcid !== identity.orcid) return res.status(403).json({ error: 'access_denied' });
    res.json({
      email: [{ email: identity.email, verified: identity.emailVerified, primary: true, visibility: 'limited' }],
      path: `/${identity.orcid}/email`,
    });
  });
  mountOrcidEducation(api);
  return { site, api };
}
