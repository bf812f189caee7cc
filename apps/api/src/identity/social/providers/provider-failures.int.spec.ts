import express from 'express';
import { githubStandIn } from '../../../demo-providers/github-stand-in';
import { STAND_IN_MOUNTS } from '../../../demo-providers/stand-in-endpoints';
import { mintAuthorizationCode } from '../../../demo-providers/stand-in-tokens';
import { SocialExchangeFailed } from './social-exchange-failed';
import { TEST_CLIENT, listen, providersAgainst } from './testing/providers-against';

describe('a provider that misbehaves', () => {
  /** Every provider's exchange against `baseUrl`, each settled to the error it failed with. */
  async function failuresAgainst(baseUrl: string, timeoutMs?: number): Promise<Error[]> {
    const target = providersAgainst(baseUrl, timeoutMs);
    const settled = await Promise.allSettled([
      target.exchange('github', { code: 'a-code' }),
      target.exchange('google', { access_token: 'a-token' }),
      target.exchange('orcid', { code: 'a-code' }),
    ]);
    // A provider's exchange rejects with an Error (the test checks which): `reason` is only typed `any`.
    return settled.map((outcome) =>
      outcome.status === 'rejected' ? (outcome.reason as Error) : new Error('it succeeded'),
    );
  }

  function expectEachToFail(failures: Error[], reason: RegExp) {
    expect(failures.map((failure) => failure instanceof SocialExchangeFailed && failure.provider)).toEqual([
      'github',
      'google',
      'orcid',
    ]);
    for (const failure of failures) {
      expect(failure.message).toMatch(reason);
      expect(failure.message).not.toContain(TEST_CLIENT.clientSecret);
    }
  }

  it('fails when it answers 500', async () => {
    const broken = await listen((_req, res) => res.writeHead(500).end('{"error":"server_error"}'));
    try {
      expectEachToFail(await failuresAgainst(broken.url), /answered HTTP 500 \(server_error\)/);
    } finally {
      await broken.close();
    }
  });

  it('fails when it is down', async () => {
    const gone = await listen(() => undefined);
    await gone.close();
    expectEachToFail(await failuresAgainst(gone.url), /could not be reached \(ECONNREFUSED\)/);
  });

  it('fails when it answers something that is not JSON', async () => {
    const garbled = await listen((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops'));
    try {
      expectEachToFail(await failuresAgainst(garbled.url), /refused the code \(no access token\)|not JSON/);
    } finally {
      await garbled.close();
    }
  });

  it('gives up on a provider that does not answer', async () => {
    const silent = await listen(() => undefined);
    try {
      expectEachToFail(await failuresAgainst(silent.url, 200), /no answer within 0.2 s/);
    } finally {
      await silent.close();
    }
  });

  it('fails, without bringing the process down, when GitHub garbles the email list', async () => {
    // passport-github2 parses /user/emails without a try/catch; the hardened client must catch it first.
    const secret = Buffer.alloc(32, 1);
    const app = express();
    const github = githubStandIn({ secret });
    app.get(`${STAND_IN_MOUNTS.githubApi}/user/emails`, (_req, res) => res.type('json').send('[{"email":'));
    app.use(STAND_IN_MOUNTS.github, github.site);
    app.use(STAND_IN_MOUNTS.githubApi, github.api);
    const halfBroken = await listen(app);
    try {
      const code = mintAuthorizationCode(secret, {
        provider: 'github',
        identity: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', emailVerified: true },
        scope: 'user',
      });
      const failure = providersAgainst(halfBroken.url).exchange('github', { code });
      await expect(failure).rejects.toThrow(
        'github sign-in failed: the provider answered with something that is not JSON',
      );
    } finally {
      await halfBroken.close();
    }
  });

  it('tries once more when a connection is cut before any answer (PUBLIC_URL on a process going away)', async () => {
    const secret = Buffer.alloc(32, 2);
    const app = express();
    const github = githubStandIn({ secret });
    // The first connection (the token exchange) dies before it is answered; the retry finds a live process.
    const seen: string[] = [];
    app.use((req, _res, next) => {
      seen.push(req.path);
      if (seen.length > 1) {
        next();
        return;
      }
      req.socket.destroy();
    });
    app.use(STAND_IN_MOUNTS.github, github.site);
    app.use(STAND_IN_MOUNTS.githubApi, github.api);
    const dying = await listen(app);
    try {
      const code = mintAuthorizationCode(secret, {
        provider: 'github',
        identity: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', emailVerified: true },
        scope: 'user',
      });
      await expect(providersAgainst(dying.url).exchange('github', { code })).resolves.toMatchObject({
        email: 'ada@example.org',
      });
      expect(seen[1]).toBe(seen[0]);
    } finally {
      await dying.close();
    }
  });
});
