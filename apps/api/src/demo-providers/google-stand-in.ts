import { Router, urlencoded } from 'express';
import { authorizeEndpoint } from './authorize-endpoint';
import type { StandInOptions } from './stand-in-endpoints';
import { type StandInGrant, TOKEN_LIFETIME_SECONDS, standInUserId } from './stand-in-tokens';
import { type TokenProblem, requireAccessToken, tokenEndpoint } from './token-endpoint';

const REFUSALS: Record<TokenProblem, { status: number; body: Record<string, string> }> = {
  client: { status: 401, body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } },
  code: { status: 400, body: { error: 'invalid_grant', error_description: 'Malformed auth code.' } },
  redirect_uri: { status: 400, body: { error: 'redirect_uri_mismatch', error_description: 'Bad Request' } },
  grant_type: { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' } },
};

/**
 * accounts.google.com's authorize page (implicit flow included), oauth2.googleapis.com/token and
 * /tokeninfo, and the OpenID userinfo endpoint, on one router.
 */
export function googleStandIn(options: StandInOptions): Router {
  const { secret, expectedClient } = options;
  const router = Router();
  const authorize = authorizeEndpoint({
    provider: 'google',
    providerName: 'Google',
    secret,
    defaultScope: 'openid email profile',
    expectedClientId: expectedClient?.clientId,
    portalUrl: options.portalUrl,
    allowsImplicitFlow: true,
  });
  router.get('/o/oauth2/v2/auth', authorize.show);
  router.post('/o/oauth2/v2/auth', urlencoded({ extended: false }), authorize.decide);
  router.post(
    '/token',
    urlencoded({ extended: false }),
    tokenEndpoint({
      provider: 'google',
      secret,
      expectedClient,
      onTokenRequest: options.onTokenRequest,
      refusal: (problem) => REFUSALS[problem],
      answer: (grant, accessToken) => ({
        access_token: accessToken,
        expires_in: TOKEN_LIFETIME_SECONDS.google,
        scope: grant.scope,
        token_type: 'Bearer',
      }),
    }),
  );
  // Google answers in strings here, numbers and booleans included, and with 400 for a bad token.
  router.get(
    '/tokeninfo',
    requireAccessToken(secret, 'google', { error: 'invalid_token', error_description: 'Invalid Value' }, 400),
    (_req, res) => {
      const { grant, expiresAt } = res.locals as { grant: StandInGrant; expiresAt: number };
      res.json({
        azp: grant.clientId,
        aud: grant.clientId,
        sub: standInUserId(grant.identity, 21),
        scope: grant.scope,
        exp: String(expiresAt),
        expires_in: String(Math.max(0, expiresAt - Math.floor(Date.now() / 1000))),
        email: grant.identity.email,
        email_verified: String(grant.identity.emailVerified),
        access_type: 'online',
      });
    },
  );
  router.get(
    '/oauth2/v3/userinfo',
    requireAccessToken(secret, 'google', { error: 'invalid_request', error_description: 'Invalid Credentials' }),
    (_req, res) => {
      const { identity } = res.locals.grant as StandInGrant;
      res.json({
        sub: standInUserId(identity, 21),
        name: `${identity.firstName} ${identity.lastName}`,
        given_name: identity.firstName,
        family_name: identity.lastName,
        email: identity.email,
        email_verified: identity.emailVerified,
      });
    },
  );
  return router;
}
