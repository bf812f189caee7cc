import { Strategy as GitHubStrategy } from 'passport-github2';
import {
  UnusableAnswer,
  hardenOAuthClient,
  loadUserProfile,
  redeemAuthorizationCode,
  secondsOrNull,
} from './oauth-client';
import type { ProviderSettings } from './provider-settings';
import { type SocialProfile, splitFullName } from './social-profile';
import { verifyIsNotUsed } from './unused-verify';

/** passport-github2's profile with `allRawEmails`: every address, with GitHub's own flags. */
interface GitHubProfile {
  id: string;
  displayName?: string | null;
  emails?: { value: string; primary?: boolean; verified?: boolean }[];
  _json: { id?: number };
}

/** Redeems the code the browser brought back from GitHub and reads the person through passport-github2. */
export class GitHubExchange extends GitHubStrategy {
  constructor(
    private readonly settings: ProviderSettings,
    timeoutMs: number,
  ) {
    super(
      {
        clientID: settings.clientId,
        clientSecret: settings.clientSecret,
        callbackURL: settings.redirectUri,
        authorizationURL: settings.authorizeUrl,
        tokenURL: settings.tokenUrl,
        userProfileURL: `${settings.profileUrl}/user`,
        userEmailURL: `${settings.profileUrl}/user/emails`,
        // Scope `user` is what makes the strategy read /user/emails; raw emails keep `verified`.
        scope: [settings.scope],
        allRawEmails: true,
      },
      verifyIsNotUsed,
    );
    hardenOAuthClient(this._oauth2, timeoutMs);
  }

  async exchange(code: string): Promise<SocialProfile> {
    const token = await redeemAuthorizationCode(this._oauth2, code, this.settings.redirectUri);
    const profile = await loadUserProfile<GitHubProfile>(this, token.accessToken);
    if (profile._json.id === undefined) throw new UnusableAnswer('the profile has no user id');
    // The primary address is the account's own; GitHub says whether it is verified.
    const primary = profile.emails?.find((email) => email.primary) ?? null;
    const { scope, expires_in: expiresIn } = token.params;
    return {
      provider: 'github',
      providerUid: String(profile._json.id),
      email: primary?.value ?? null,
      emailVerified: primary?.verified === true,
      ...splitFullName(profile.displayName),
      orcid: null,
      accessToken: token.accessToken,
      scope: typeof scope === 'string' ? scope : null,
      expiresInSeconds: secondsOrNull(expiresIn),
    };
  }
}
