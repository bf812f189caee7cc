import { expect } from 'vitest';
import { Client } from 'pg';
import {
  MESSAGES,
  type UserView,
  type ValidationErrorBody,
  type socialProvidersViewSchema,
  type tokenResponseSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { type StandInServer, startStandInServer } from '../../apps/api/src/demo-providers/stand-in-server';
import type { StandInIdentity } from '../../apps/api/src/demo-providers/stand-in-tokens';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

const CLIENT = { clientId: 'portal-test-client', clientSecret: 'portal-test-secret' };
const SCOPES = {
  github: 'user',
  google: 'openid email profile',
  orcid: '/authenticate /read-limited /activities/update',
} as const;
type Provider = keyof typeof SCOPES;

/** GitHub, Google and ORCID sign-in end to end: the portal's real client libraries against provider servers on loopback. */
type SocialProviders = z.infer<typeof socialProvidersViewSchema>;
/** A social sign-in's answer: the session token. */
type SignedIn = z.infer<typeof tokenResponseSchema>;

describe.each(BACKENDS)('social sign-in, served %s', (deployment) => {
  let providers: StandInServer;
  let portal: InProcessPortal;
  let api: ApiClient;
  let redirectUris: Record<Provider, string>;

  beforeAll(async () => {
    providers = await startStandInServer({ expectedClient: CLIENT });
    const credentials = Object.fromEntries(
      (['GITHUB', 'GOOGLE', 'ORCID'] as const).flatMap((name) => [
        [`${name}_CLIENT_ID`, CLIENT.clientId],
        [`${name}_CLIENT_SECRET`, CLIENT.clientSecret],
      ]),
    );
    portal = await openPortal(deployment, { ...credentials, ...providers.endpoints });
    api = new ApiClient(portal.baseUrl);
    const settings = (await api.get<SocialProviders>('/social/providers/')).body;
    redirectUris = {
      github: settings.github.redirect_uri,
      google: settings.google.redirect_uri,
      orcid: settings.orcid.redirect_uri,
    };
    expect(settings.github).toMatchObject({ client_id: CLIENT.clientId, enabled: true, demo: false });
  }, 90_000);
  afterAll(async () => {
    await ifSet(portal)?.stop();
    await ifSet(providers)?.close();
  });

  /** What the browser brings back from the provider: a code, or for Google an access token. */
  const callback = (provider: Provider, identity: StandInIdentity) => {
    const grant = {
      provider,
      identity,
      scope: SCOPES[provider],
      clientId: CLIENT.clientId,
      redirectUri: redirectUris[provider],
    };
    return provider === 'google'
      ? { access_token: providers.mintAccessToken(grant) }
      : { code: providers.mintCode(grant) };
  };
  const person = (name: string, emailVerified = true, orcid?: string): StandInIdentity => ({
    firstName: name,
    lastName: 'Tester',
    email: `${name.toLowerCase()}.${deployment}@example.org`,
    emailVerified,
    orcid,
  });
  const accounts = async (token: string) =>
    (await api.get<{ results: Array<{ id: string; provider: string }> }>('/social/accounts/', token)).body.results;

  it('creates an account with GitHub, and signs the same person in again', async () => {
    const grace = person('Grace');
    const first = await api.post<SignedIn>('/social/github/', callback('github', grace));
    expect(first.status).toBe(200);
    const me = (await api.get<UserView>('/users/me/', first.body.token)).body;
    expect(me).toMatchObject({ first_name: 'Grace', last_name: 'Tester', email: grace.email, has_password: false });
    const second = await api.post<SignedIn>('/social/github/', callback('github', grace));
    expect((await api.get<UserView>('/users/me/', second.body.token)).body.id).toBe(me.id);
    expect(await accounts(second.body.token)).toEqual([{ id: expect.any(String), provider: 'github' }]);
  });

  it('links Google to an existing account only when Google marks the email verified', async () => {
    const alan = person('Alan');
    await api.post('/users/sign-up/', {
      first_name: 'Alan',
      last_name: 'Turing',
      email: alan.email,
      password: 'enigma-1912',
      confirm_password: 'enigma-1912',
    });
    const unverified = await api.post<ValidationErrorBody>(
      '/social/google/',
      callback('google', { ...alan, emailVerified: false }),
    );
    expect(unverified.status).toBe(400);
    expect(unverified.body.non_field_errors[0].code).toBe('unverified_email');
    const verified = await api.post<SignedIn>('/social/google/', callback('google', alan));
    expect(verified.status).toBe(200);
    const me = (await api.get<UserView>('/users/me/', verified.body.token)).body;
    expect(me).toMatchObject({ first_name: 'Alan', last_name: 'Turing', has_password: true });
    // The provider vouched for the address, so the password sign-in works too now.
    expect(await api.signIn(alan.email, 'enigma-1912')).toBeTruthy();
  });

  it('signs in with ORCID, keeps the iD on the user and refuses an unverified email of another account', async () => {
    const orcid = '0000-0002-1825-0097';
    const response = await api.post<SignedIn>('/social/orcid/', callback('orcid', person('Rosalind', true, orcid)));
    expect(response.status).toBe(200);
    expect((await api.get<UserView>('/users/me/', response.body.token)).body.orcid).toBe(orcid);
    const impostor = await api.post(
      '/social/orcid/',
      callback('orcid', { ...person('Grace', false), orcid: '0000-0001-5109-3700' }),
    );
    expect(impostor.status).toBe(400);
  });

  /** The stored ORCID access token, as the database holds it (PostgreSQL only). */
  const storedOrcidToken = async (userId: string): Promise<string | null | undefined> => {
    if (!portal.env.DATABASE_URL) return undefined;
    const client = new Client({ connectionString: portal.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ access_token: string | null }>(
        'SELECT access_token FROM orcid_credentials WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.access_token ?? null;
    } finally {
      await client.end();
    }
  };

  it('keeps the ORCID token encrypted, deletes it on disconnect, and never disconnects the last way in', async () => {
    const barbara = person('Barbara');
    const { token } = (await api.post<SignedIn>('/social/github/', callback('github', barbara))).body;
    const userId = (await api.get<UserView>('/users/me/', token)).body.id;
    const [github] = await accounts(token);
    const refused = await api.post<ValidationErrorBody>(`/social/accounts/${github.id}/disconnect/`, {}, token);
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors[0].message).toBe(
      'Failed to disconnect from GitHub. Make sure you have a password set first.',
    );

    const connected = await api.post(
      '/social/orcid/connect/',
      callback('orcid', { ...barbara, orcid: '0000-0003-1415-9269' }),
      token,
    );
    expect(connected.body).toEqual({ token });
    expect((await api.get<UserView>('/users/me/', token)).body.orcid).toBe('0000-0003-1415-9269');
    const sealed = await storedOrcidToken(userId);
    if (sealed !== undefined) expect(sealed).toMatch(/^pd1:s:/);

    const orcid = defined(
      (await accounts(token)).find((account) => account.provider === 'orcid'),
      'the ORCID account',
    );
    expect((await api.post(`/social/accounts/${orcid.id}/disconnect/`, {}, token)).body).toEqual({
      detail: 'Successfully disconnected from ORCID',
    });
    expect((await api.get<UserView>('/users/me/', token)).body.orcid).toBeNull();
    if (sealed !== undefined) expect(await storedOrcidToken(userId)).toBeNull();

    await api.post('/social/google/connect/', callback('google', barbara), token);
    const done = await api.post(`/social/accounts/${github.id}/disconnect/`, {}, token);
    expect(done.body).toEqual({ detail: 'Successfully disconnected from GitHub' });
    const [google] = await accounts(token);
    expect(google.provider).toBe('google');
    expect((await api.post(`/social/accounts/${google.id}/disconnect/`, {}, token)).status).toBe(400);
  });

  it('refuses to connect a provider account that belongs to someone else', async () => {
    const { token } = (await api.post<SignedIn>('/social/github/', callback('github', person('Katherine')))).body;
    const taken = await api.post<ValidationErrorBody>(
      '/social/github/connect/',
      callback('github', person('Grace')),
      token,
    );
    expect(taken.status).toBe(400);
    expect(taken.body.non_field_errors[0]).toEqual({
      message: 'This GitHub account is already connected to another user.',
      code: 'unique',
    });
  });

  it('answers a bad code with the spec’s failure message, and refuses another user’s social account', async () => {
    for (const provider of ['github', 'orcid'] as const) {
      const response = await api.post<ValidationErrorBody>(`/social/${provider}/`, { code: 'not-a-real-code' });
      expect(response.status).toBe(400);
      expect(response.body.non_field_errors[0].message).toBe(
        provider === 'github' ? MESSAGES.failedToConnectGithub : MESSAGES.failedToConnectOrcid,
      );
    }
    expect(
      (await api.post<ValidationErrorBody>('/social/google/', { access_token: 'forged' })).body.non_field_errors[0]
        .message,
    ).toBe(MESSAGES.failedToConnectGoogle);
    expect((await api.post('/social/gitlab/', { code: 'x' })).status).toBe(400);
    expect((await api.post('/social/github/', {})).status).toBe(400);
    const grace = (await api.post<SignedIn>('/social/github/', callback('github', person('Grace')))).body.token;
    const other = (await api.post<SignedIn>('/social/github/', callback('github', person('Dorothy')))).body.token;
    const [graceGithub] = await accounts(grace);
    expect((await api.post(`/social/accounts/${graceGithub.id}/disconnect/`, {}, other)).status).toBe(404);
    expect((await api.post('/social/accounts/__proto__/disconnect/', {}, other)).status).toBe(404);
  });
});
