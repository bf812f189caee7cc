import { loadConfig } from '@portal/platform';
import { checkReturnUrl, portalOrigins } from './portal-origin';
import { thrownBy } from '../../testing/typed-expect';

const ORIGIN = 'https://portal.example.org';

describe('the portal origin', () => {
  it('is PUBLIC_URL when configured', () => {
    expect(portalOrigins(loadConfig({ PUBLIC_URL: 'https://portal.example.org/base/' }))).toEqual([ORIGIN]);
  });

  it('is the embedded default under each loopback name when PUBLIC_URL is unset', () => {
    expect(portalOrigins(loadConfig({ PORT: '3000' }))).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });
});

describe('a checkout return address', () => {
  it.each([
    `${ORIGIN}/course/42/student?paid=1`,
    `${ORIGIN}/course/42/student?session_id={CHECKOUT_SESSION_ID}`,
    `${ORIGIN}:443/home`,
  ])('on the portal is accepted: %s', (url) => {
    expect(() => checkReturnUrl('success_url', url, [ORIGIN])).not.toThrow();
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a look-alike host', 'https://portal.example.org.evil.example/'],
    ['plain http', 'http://portal.example.org/home'],
    ['another port', 'https://portal.example.org:8443/home'],
    ['credentials in the URL', 'https://user:pass@portal.example.org/home'],
    ['a javascript URL', 'javascript:alert(1)'],
  ])('on %s is refused on its field', (_case, url) => {
    expect(thrownBy(() => checkReturnUrl('cancel_url', url, [ORIGIN]))).toMatchObject({
      code: 'invalid',
      field: 'cancel_url',
      message: 'The return address must be a page of this portal.',
    });
  });

  it('that is not a URL is refused as invalid', () => {
    expect(thrownBy(() => checkReturnUrl('success_url', '/relative/path', [ORIGIN]))).toMatchObject({
      code: 'invalid',
      field: 'success_url',
      message: 'Enter a valid URL.',
    });
  });
});
