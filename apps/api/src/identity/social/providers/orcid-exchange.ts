import OAuth2Strategy from 'passport-oauth2';
import { UnusableAnswer, getJson, hardenOAuthClient, redeemAuthorizationCode, secondsOrNull } from './oauth-client';
import type { ProviderSettings } from './provider-settings';
import { type SocialProfile, splitFullName } from './social-profile';
import { verifyIsNotUsed } from './unused-verify';

const ORCID_ID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

interface OrcidEmail {
  email?: string;
  verified?: boolean;
  primary?: boolean;
}

/**
 * ORCID over plain passport-oauth2 (passport-orcid hard-codes orcid.org): the iD and name come in
 * the token answer, the addresses from the record's email section.
 */
export class OrcidExchange extends OAuth2Strategy {
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
        scope: settings.scope,
        // ORCID's API answers XML unless asked for JSON.
        customHeaders: { Accept: 'application/json' },
      },
      verifyIsNotUsed,
    );
    this.name = 'orcid';
    this._oauth2.useAuthorizationHeaderforGET(true);
    hardenOAuthClient(this._oauth2, timeoutMs);
  }

  async exchange(code: string): Promise<SocialProfile> {
    const { accessToken, params } = await redeemAuthorizationCode(this._oauth2, code, this.settings.redirectUri);
    const orcid = params.orcid;
    if (typeof orcid !== 'string' || !ORCID_ID.test(orcid))
      throw new UnusableAnswer('the token answer has no ORCID iD');
    const email = chooseEmail(await this.recordEmails(orcid, accessToken));
    return {
      provider: 'orcid',
      providerUid: orcid,
      email: email?.email ?? null,
      emailVerified: email?.verified === true,
      ...splitFullName(typeof params.name === 'string' ? params.name : null),
      orcid,
      accessToken,
      scope: typeof params.scope === 'string' ? params.scope : null,
      expiresInSeconds: secondsOrNull(params.expires_in),
    };
  }

  private async recordEmails(orcid: string, accessToken: string): Promise<OrcidEmail[]> {
    const answer = (await getJson(this._oauth2, `${this.settings.profileUrl}/${orcid}/email`, accessToken)) as {
      email?: unknown;
    } | null;
    return Array.isArray(answer?.email) ? (answer.email as OrcidEmail[]) : [];
  }
}

/** The primary address, else a verified one, else any: a record may hide some addresses from us. */
function chooseEmail(emails: OrcidEmail[]): OrcidEmail | null {
  const usable = emails.filter((entry) => typeof entry.email === 'string' && entry.email.length > 0);
  return usable.find((entry) => entry.primary) ?? usable.find((entry) => entry.verified) ?? usable.at(0) ?? null;
}
