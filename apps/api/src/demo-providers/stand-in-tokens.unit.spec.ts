import { mintAccessToken, mintAuthorizationCode, openSealed } from './stand-in-tokens';
import { anyNumber, anyString } from '../testing/typed-expect';

const SECRET = Buffer.alloc(32, 3);
const GRANT = {
  provider: 'github' as const,
  identity: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', emailVerified: true },
  scope: 'user',
};

describe('a stand-in code', () => {
  it('opens, with the same secret, into the grant it was minted for', () => {
    expect(openSealed(SECRET, mintAuthorizationCode(SECRET, GRANT), 'code', 'github')).toEqual({
      grant: GRANT,
      id: anyString(),
      expiresAt: anyNumber(),
    });
  });

  it('has an id of its own, so a redeemed code is told apart from the next one for the same grant', () => {
    const first = openSealed(SECRET, mintAuthorizationCode(SECRET, GRANT), 'code', 'github');
    const second = openSealed(SECRET, mintAuthorizationCode(SECRET, GRANT), 'code', 'github');
    expect(first?.id).not.toBe(second?.id);
  });

  it('does not open with another secret, for another provider, as a token, or once altered', () => {
    const code = mintAuthorizationCode(SECRET, GRANT);
    expect(openSealed(Buffer.alloc(32, 4), code, 'code', 'github')).toBeNull();
    expect(openSealed(SECRET, code, 'code', 'google')).toBeNull();
    expect(openSealed(SECRET, code, 'token', 'github')).toBeNull();
    const [body, mac] = code.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), scope: 'repo' }),
    );
    expect(openSealed(SECRET, `${forged.toString('base64url')}.${mac}`, 'code', 'github')).toBeNull();
    expect(openSealed(SECRET, 'not-a-code', 'code', 'github')).toBeNull();
  });

  it('expires after ten minutes', () => {
    const code = mintAuthorizationCode(SECRET, GRANT);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 601_000);
    try {
      expect(openSealed(SECRET, code, 'code', 'github')).toBeNull();
      expect(openSealed(SECRET, mintAccessToken(SECRET, GRANT), 'token', 'github')?.grant).toEqual(GRANT);
    } finally {
      later.mockRestore();
    }
  });
});
