import {
  TEST_CLIENT as CLIENT,
  TEST_PORTAL_URL as PORTAL,
  providersAgainst,
} from '../identity/social/providers/testing/providers-against';
import type { SocialProviders } from '../identity/social/providers/social-providers';
import { isValidOrcidId } from './orcid-id';
import { type StandInServer, startStandInServer } from './stand-in-server';
import { anyString, stringMatching, present } from '../testing/typed-expect';

const TYPED = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', email_verified: 'on' };

let standIns: StandInServer;
let providers: SocialProviders;
beforeAll(async () => {
  standIns = await startStandInServer({ expectedClient: CLIENT });
  providers = providersAgainst(standIns.url);
});
afterAll(() => standIns.close());

const authorizeUrls = () => ({
  github: `${standIns.endpoints.GITHUB_URL}/login/oauth/authorize`,
  google: standIns.endpoints.GOOGLE_AUTH_URL,
  orcid: `${standIns.endpoints.ORCID_URL}/oauth/authorize`,
});
const request = (provider: string, extra: Record<string, string> = {}) => ({
  client_id: CLIENT.clientId,
  redirect_uri: `${PORTAL}/${provider}-verification`,
  state: 'state-42',
  ...extra,
});
const submit = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('a stand-in authorize page', () => {
  it.each([
    ['github', 'Demo GitHub (stand-in)'],
    ['google', 'Demo Google (stand-in)'],
    ['orcid', 'Demo ORCID (stand-in)'],
  ] as const)('for %s is titled %j and labels every field', async (provider, title) => {
    const response = await fetch(`${authorizeUrls()[provider]}?${new URLSearchParams(request(provider))}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<h1>${title}</h1>`);
    for (const field of ['first_name', 'last_name', 'email', 'email_verified'])
      expect(html).toContain(`<label for="${field}">`);
    if (provider === 'orcid')
      expect(
        isValidOrcidId(present(html.match(/name="orcid" type="text" value="([^"]+)"/), 'the suggested iD')[1]),
      ).toBe(true);
  });

  it('refuses a client it does not know, as a real provider does', async () => {
    const response = await fetch(
      `${authorizeUrls().github}?${new URLSearchParams(request('github', { client_id: 'stranger' }))}`,
    );
    expect(response.status).toBe(400);
  });

  it.each(['github', 'orcid'] as const)(
    'for %s sends the person back with a code the portal redeems',
    async (provider) => {
      const typed = provider === 'orcid' ? { ...TYPED, orcid: '0000-0002-1825-0097' } : TYPED;
      const response = await submit(authorizeUrls()[provider], { ...request(provider), ...typed });
      expect(response.status).toBe(303);
      const back = new URL(present(response.headers.get('location'), 'a redirect'));
      expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/${provider}-verification`);
      expect(back.searchParams.get('state')).toBe('state-42');
      const profile = await providers.exchange(provider, { code: present(back.searchParams.get('code'), 'a code') });
      expect(profile).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        emailVerified: true,
      });
    },
  );

  it('for Google hands the token to the browser in the fragment (implicit flow)', async () => {
    const fields = { ...request('google', { response_type: 'token', scope: 'openid email profile' }), ...TYPED };
    const response = await submit(authorizeUrls().google, { ...fields, email_verified: '' });
    const fragment = new URLSearchParams(
      new URL(present(response.headers.get('location'), 'a redirect')).hash.slice(1),
    );
    expect(Object.fromEntries(fragment)).toEqual({
      access_token: anyString(),
      token_type: 'Bearer',
      expires_in: '3599',
      scope: 'openid email profile',
      state: 'state-42',
    });
    const profile = await providers.exchange('google', {
      access_token: present(fragment.get('access_token'), 'a token'),
    });
    expect(profile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', emailVerified: false });
  });

  it('for Google mints a token that tokeninfo reports as issued to the requesting client', async () => {
    const fields = { ...request('google', { response_type: 'token' }), ...TYPED };
    const response = await submit(authorizeUrls().google, fields);
    const location = new URL(present(response.headers.get('location'), 'a redirect'));
    const token = present(new URLSearchParams(location.hash.slice(1)).get('access_token'), 'a token');
    const info = await fetch(
      `${standIns.endpoints.GOOGLE_TOKENINFO_URL}?${new URLSearchParams({ access_token: token })}`,
    );
    expect(await info.json()).toEqual({
      azp: CLIENT.clientId,
      aud: CLIENT.clientId,
      sub: stringMatching(/^\d{21}$/),
      scope: 'openid email profile',
      exp: stringMatching(/^\d+$/),
      expires_in: stringMatching(/^3[5-9]\d\d$/),
      email: 'ada@example.org',
      email_verified: 'true',
      access_type: 'online',
    });
    const unknown = await fetch(`${standIns.endpoints.GOOGLE_TOKENINFO_URL}?access_token=ya29.nope`);
    expect([unknown.status, await unknown.json()]).toEqual([400, expect.objectContaining({ error: 'invalid_token' })]);
  });

  it('sends the person back with access_denied when they cancel', async () => {
    const response = await submit(authorizeUrls().github, { ...request('github'), decision: 'deny' });
    expect(response.headers.get('location')).toBe(`${PORTAL}/github-verification?error=access_denied&state=state-42`);
  });

  it('shows the form again, with an alert and what was typed, for an ORCID iD whose checksum is wrong', async () => {
    const response = await submit(authorizeUrls().orcid, {
      ...request('orcid'),
      ...TYPED,
      orcid: '0000-0002-1825-0098',
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="0000-0002-1825-0098"');
  });
});

describe('a stand-in token endpoint', () => {
  const redeem = (url: string, fields: Record<string, string>, accept?: string) =>
    fetch(url, { method: 'POST', body: new URLSearchParams(fields), headers: accept ? { accept } : {} });
  const githubTokenUrl = () => `${standIns.endpoints.GITHUB_URL}/login/oauth/access_token`;
  const identity = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', emailVerified: true };

  it('answers GitHub-style: form-encoded by default, JSON when asked', async () => {
    const code = () => standIns.mintCode({ provider: 'github', identity, scope: 'user' });
    const client = { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret };
    const plain = await redeem(githubTokenUrl(), { ...client, code: code() });
    expect(plain.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(await plain.text()).get('token_type')).toBe('bearer');
    const json = await redeem(githubTokenUrl(), { ...client, code: code() }, 'application/json');
    expect(await json.json()).toEqual({ access_token: anyString(), token_type: 'bearer', scope: 'user' });
  });

  it('refuses a bad code in each provider’s own shape', async () => {
    const client = { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'authorization_code' };
    const github = await redeem(githubTokenUrl(), { ...client, code: 'nope' }, 'application/json');
    expect([github.status, await github.json()]).toEqual([
      200,
      expect.objectContaining({ error: 'bad_verification_code' }),
    ]);
    for (const url of [standIns.endpoints.GOOGLE_TOKEN_URL, `${standIns.endpoints.ORCID_URL}/oauth/token`]) {
      const refused = await redeem(url, { ...client, code: 'nope' });
      expect([refused.status, await refused.json()]).toEqual([
        400,
        expect.objectContaining({ error: 'invalid_grant' }),
      ]);
    }
  });

  it('redeems a code once only', async () => {
    const code = standIns.mintCode({ provider: 'github', identity, scope: 'user' });
    const client = { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, code };
    const first = await redeem(githubTokenUrl(), client, 'application/json');
    expect(await first.json()).toMatchObject({ access_token: anyString() });
    const again = await redeem(githubTokenUrl(), client, 'application/json');
    expect(await again.json()).toMatchObject({ error: 'bad_verification_code' });
  });

  it('does not accept a code of one provider at another', async () => {
    const code = standIns.mintCode({ provider: 'github', identity, scope: 'user' });
    const client = { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'authorization_code' };
    const refused = await redeem(`${standIns.endpoints.ORCID_URL}/oauth/token`, { ...client, code });
    expect(refused.status).toBe(400);
  });
});
