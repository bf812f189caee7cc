import { Router, urlencoded } from 'express';
import { authorizeEndpoint } from './authorize-endpoint';
import type { StandInOptions } from './stand-in-endpoints';
import { type StandInGrant, standInUserId } from './stand-in-tokens';
import { type TokenProblem, requireAccessToken, tokenEndpoint } from './token-endpoint';

/** GitHub refuses token requests with HTTP 200 and one of these errors. */
const REFUSALS: Record<TokenProblem, string> = {
  client: 'incorrect_client_credentials',
  code: 'bad_verification_code',
  redirect_uri: 'redirect_uri_mismatch',
  grant_type: 'unsupported_grant_type',
};

/** github.com (authorize, access_token) and api.github.com (/user, /user/emails), as two routers. */
export function githubStandIn(options: StandInOptions): { site: Router; api: Router } {
  const { secret, expectedClient } = options;
  const site = Router();
  const authorize = authorizeEndpoint({
    provider: 'github',
    providerName: 'GitHub',
    secret,
    defaultScope: 'user',
    expectedClientId: expectedClient?.clientId,
    portalUrl: options.portalUrl,
  });
  site.get('/login/oauth/authorize', authorize.show);
  site.post('/login/oauth/authorize', urlencoded({ extended: false }), authorize.decide);
  site.post(
    '/login/oauth/access_token',
    urlencoded({ extended: false }),
    tokenEndpoint({
      provider: 'github',
      secret,
      expectedClient,
      onTokenRequest: options.onTokenRequest,
      grantTypeOptional: true,
      formEncodedUnlessJsonAsked: true,
      refusal: (problem) => ({
        status: 200,
        body: { error: REFUSALS[problem], error_uri: 'https://docs.github.com/apps/oauth-apps' },
      }),
      answer: (grant, accessToken) => ({ access_token: accessToken, token_type: 'bearer', scope: grant.scope }),
    }),
  );

  const api = Router();
  api.use(requireAccessToken(secret, 'github', { message: 'Bad credentials', status: '401' }));
  api.get('/user', (_req, res) => res.json(githubUser(res.locals.grant as StandInGrant)));
  api.get('/user/emails', (_req, res) => {
    const { identity } = res.locals.grant as StandInGrant;
    res.json([{ email: identity.email, primary: true, verified: identity.emailVerified, visibility: 'private' }]);
  });
  return { site, api };
}

function githubUser({ identity }: StandInGrant) {
  const login = identity.email.split('@')[0].replace(/[^A-Za-z0-9-]/g, '-');
  return {
    login,
    id: Number(standInUserId(identity, 8)),
    html_url: `https://github.com/${login}`,
    name: `${identity.firstName} ${identity.lastName}`,
    // Most people keep their email private; the real address comes from /user/emails.
    email: null,
  };
}
