import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import { UnusableAnswer, getJson, hardenOAuthClient, loadUserProfile, secondsOrNull } from './oauth-client';
import type { GoogleProviderSettings } from './provider-settings';
import { type SocialProfile, splitFullName } from './social-profile';
import { verifyIsNotUsed } from './unused-verify';

/** The OpenID userinfo fields passport-google-oauth20 keeps in `_json`. */
interface GoogleUserInfo {
  sub?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  email_verified?: boolean;
}

/** The tokeninfo fields we check; Google sends `expires_in` as a string. */
interface GoogleTokenInfo {
  aud?: unknown;
  azp?: unknown;
  scope?: unknown;
  expires_in?: unknown;
}

/** The browser ran Google's implicit flow and holds a token; only the profile is read, through passport-google-oauth20. */
export class GoogleExchange extends GoogleStrategy {
  constructor(
    private readonly settings: GoogleProviderSettings,
    timeoutMs: number,
  ) {
    super(
      {
        clientID: settings.clientId,
        clientSecret: settings.clientSecret,
        callbackURL: settings.redirectUri,
        authorizationURL: settings.authorizeUrl,
        tokenURL: settings.tokenUrl,
        userProfileURL: settings.profileUrl,
        scope: settings.scope,
      },
      verifyIsNotUsed,
    );
    // A token in a header stays out of access logs, where a query parameter would not.
    this._oauth2.useAuthorizationHeaderforGET(true);
    hardenOAuthClient(this._oauth2, timeoutMs);
  }

  async exchange(accessToken: string): Promise<SocialProfile> {
    const token = await this.tokenIssuedToUs(accessToken);
    const profile = await loadUserProfile<{ _json: GoogleUserInfo }>(this, accessToken);
    const info = profile._json;
    if (!info.sub) throw new UnusableAnswer('the profile has no subject id');
    const names =
      info.given_name || info.family_name
        ? { firstName: info.given_name ?? '', lastName: info.family_name ?? '' }
        : splitFullName(info.name);
    return {
      provider: 'google',
      providerUid: info.sub,
      email: info.email ?? null,
      emailVerified: info.email_verified === true,
      ...names,
      orcid: null,
      accessToken,
      scope: typeof token.scope === 'string' ? token.scope : null,
      expiresInSeconds: secondsOrNull(token.expires_in),
    };
  }

  /**
   * The browser could hand us a token Google issued to any other site the person signed in to; only
   * one issued to our client proves they chose to sign in here, so tokeninfo's audience must be us.
   */
  private async tokenIssuedToUs(accessToken: string): Promise<GoogleTokenInfo> {
    const answer = await getJson(this._oauth2, this.settings.tokenInfoUrl, accessToken, true);
    const token = (answer ?? {}) as GoogleTokenInfo;
    const clientId = this.settings.clientId;
    if (token.aud !== clientId && token.azp !== clientId)
      throw new UnusableAnswer('the token was issued to another application');
    if (!(Number(token.expires_in) > 0)) throw new UnusableAnswer('the token has expired');
    return token;
  }
}
