import { loadConfig } from '@portal/platform';
import { type StandInServer, startStandInServer } from '../../../demo-providers/stand-in-server';
import type { StandInIdentity } from '../../../demo-providers/stand-in-tokens';
import { SocialExchangeFailed } from './social-exchange-failed';
import { SocialProviders } from './social-providers';
import {
  TEST_CLIENT as CLIENT,
  TEST_PORTAL_URL as PORTAL,
  listen,
  providersAgainst,
} from './testing/providers-against';
import { anyNumber, anyString, stringContaining, stringMatching } from '../../../testing/typed-expect';

const ADA: StandInIdentity = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', emailVerified: true };
const SOFIA: StandInIdentity = {
  firstName: 'Sofia Garcia',
  lastName: 'Lopez',
  email: 'sofia@example.org',
  emailVerified: false,
  orcid: '0000-0002-1825-0097',
};

let standIns: StandInServer;
let providers: SocialProviders;
beforeAll(async () => {
  standIns = await startStandInServer({ expectedClient: CLIENT });
  providers = providersAgainst(standIns.url);
});
afterAll(() => standIns.close());

const githubCode = (identity: StandInIdentity) =>
  standIns.mintCode({
    provider: 'github',
    identity,
    scope: 'user',
    clientId: CLIENT.clientId,
    redirectUri: `${PORTAL}/github-verification`,
  });

describe('signing in with GitHub', () => {
  it('redeems the code through passport-github2 and reads the person with their primary email', async () => {
    const profile = await providers.exchange('github', { code: githubCode(ADA) });
    expect(profile).toEqual({
      provider: 'github',
      providerUid: stringMatching(/^\d{8}$/),
      email: 'ada@example.org',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      orcid: null,
      accessToken: anyString(),
      scope: 'user',
      expiresInSeconds: null,
    });
    expect(standIns.tokenRequests.at(-1)).toEqual({
      provider: 'github',
      grantType: 'authorization_code',
      clientId: CLIENT.clientId,
      clientSecret: CLIENT.clientSecret,
      redirectUri: `${PORTAL}/github-verification`,
      userAgent: 'passport-github',
    });
  });

  it('keeps the same GitHub id for the same person and reports an unverified email as such', async () => {
    const first = await providers.exchange('github', { code: githubCode(ADA) });
    const again = await providers.exchange('github', { code: githubCode({ ...ADA, emailVerified: false }) });
    expect(again.providerUid).toBe(first.providerUid);
    expect(again.emailVerified).toBe(false);
  });

  it('fails on a tampered code with GitHub’s own error', async () => {
    const tampered = githubCode(ADA).replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    const failure = providers.exchange('github', { code: tampered });
    await expect(failure).rejects.toThrow(SocialExchangeFailed);
    await expect(failure).rejects.toMatchObject({
      provider: 'github',
      message: stringContaining('bad_verification_code'),
    });
  });

  it('fails when the portal’s client secret is wrong, without repeating any secret', async () => {
    const config = loadConfig({
      GITHUB_CLIENT_ID: CLIENT.clientId,
      GITHUB_CLIENT_SECRET: 'wrong-secret',
      ...standIns.endpoints,
    });
    const failure = new SocialProviders(config, null).exchange('github', { code: githubCode(ADA) });
    await expect(failure).rejects.toThrow(/incorrect_client_credentials/);
    await expect(failure).rejects.not.toThrow(/secret/);
  });

  it('fails without a code', async () => {
    await expect(providers.exchange('github', {})).rejects.toThrow(
      'github sign-in failed: no authorization code was given',
    );
  });
});

describe('signing in with Google', () => {
  const googleToken = (identity: StandInIdentity, clientId = CLIENT.clientId) =>
    standIns.mintAccessToken({ provider: 'google', identity, scope: 'openid email profile', clientId });

  it('checks the browser’s token was issued to us, then reads the person through passport-google-oauth20', async () => {
    const token = googleToken(SOFIA);
    const profile = await providers.exchange('google', { access_token: token });
    expect(profile).toEqual({
      provider: 'google',
      providerUid: stringMatching(/^\d{21}$/),
      email: 'sofia@example.org',
      emailVerified: false,
      firstName: 'Sofia Garcia',
      lastName: 'Lopez',
      orcid: null,
      accessToken: token,
      scope: 'openid email profile',
      expiresInSeconds: anyNumber(),
    });
    expect(profile.expiresInSeconds).toBeGreaterThan(3500);
  });

  it('refuses a token Google issued to another site for the same person', async () => {
    const failure = providers.exchange('google', { access_token: googleToken(ADA, 'another-site') });
    await expect(failure).rejects.toMatchObject({
      provider: 'google',
      message: 'google sign-in failed: the token was issued to another application',
    });
  });

  it('refuses a token tokeninfo says has run out', async () => {
    const google = await listen((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ aud: CLIENT.clientId, azp: CLIENT.clientId, expires_in: '0' })),
    );
    try {
      await expect(providersAgainst(google.url).exchange('google', { access_token: 'ya29.a' })).rejects.toThrow(
        'google sign-in failed: the token has expired',
      );
    } finally {
      await google.close();
    }
  });

  it('fails on a token Google does not know', async () => {
    const failure = providers.exchange('google', { access_token: 'ya29.not-a-token' });
    await expect(failure).rejects.toMatchObject({
      provider: 'google',
      message: 'google sign-in failed: the provider answered HTTP 400 (invalid_token)',
    });
  });
});

describe('signing in with ORCID', () => {
  const orcidCode = (identity: StandInIdentity) =>
    standIns.mintCode({
      provider: 'orcid',
      identity,
      scope: '/authenticate /read-limited /activities/update',
      clientId: CLIENT.clientId,
      redirectUri: `${PORTAL}/orcid-verification`,
    });

  it('takes the iD and name from the token answer and the email from the record', async () => {
    const profile = await providers.exchange('orcid', { code: orcidCode({ ...SOFIA, emailVerified: true }) });
    expect(profile).toEqual({
      provider: 'orcid',
      providerUid: '0000-0002-1825-0097',
      email: 'sofia@example.org',
      emailVerified: true,
      firstName: 'Sofia Garcia',
      lastName: 'Lopez',
      orcid: '0000-0002-1825-0097',
      accessToken: anyString(),
      scope: '/authenticate /read-limited /activities/update',
      expiresInSeconds: 631_138_518,
    });
    expect(standIns.tokenRequests.at(-1)).toEqual({
      provider: 'orcid',
      grantType: 'authorization_code',
      clientId: CLIENT.clientId,
      clientSecret: CLIENT.clientSecret,
      redirectUri: `${PORTAL}/orcid-verification`,
      userAgent: 'Node-oauth',
    });
  });

  it('refuses a code redeemed a second time, as ORCID does', async () => {
    const code = orcidCode(SOFIA);
    await providers.exchange('orcid', { code });
    await expect(providers.exchange('orcid', { code })).rejects.toThrow(/HTTP 400 \(invalid_grant\)/);
  });

  it('fails on a code issued for another redirect address', async () => {
    const code = standIns.mintCode({
      provider: 'orcid',
      identity: SOFIA,
      scope: '/authenticate',
      redirectUri: 'https://evil.test/',
    });
    await expect(providers.exchange('orcid', { code })).rejects.toThrow(/HTTP 400 \(invalid_grant\)/);
  });
});
