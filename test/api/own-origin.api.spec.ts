import { expect } from 'vitest';
import type { ValidationErrorBody } from '@portal/contracts';
import type { StripeStandIn } from '../../apps/api/src/demo-providers/stripe/stripe-stand-in';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import { fillProfile } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { PaymentsBench } from './payments-fixtures';

/** Nothing of the loopback stand-in is used here: the embedded portal serves its own. */
const NO_STAND_IN = {} as StripeStandIn;

/** A POST that names its own Host header, as any client may (fetch will not let a test set it), through inject. */
async function postWithHost(portal: InProcessPortal, path: string, host: string, token: string, json: unknown) {
  const response = await portal.app.inject({
    method: 'POST',
    url: path,
    headers: { host, authorization: `Token ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(json),
  });
  return { status: response.statusCode, text: response.body };
}

/**
 * The embedded default (no PUBLIC_URL): the portal's own origin comes from its configuration, never
 * from the request. A Host header cannot make another site a checkout return page, and the OAuth
 * stand-ins send codes only to the portal's return pages (both loopback names end to end, through the
 * portal's own Stripe stand-in: own-origin.e2e.spec.ts).
 */
describe('the portal’s own origin, in the embedded default', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let bench: PaymentsBench;
  let ada: TestApplicant;
  let port: string;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    port = new URL(portal.baseUrl).port;
    bench = new PaymentsBench(portal, api, NO_STAND_IN);
    await bench.signInStaff();
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it('is not what a request’s Host header names: evil.example is no return page', async () => {
    const id = await bench.offeredApplication(ada);
    const page = `http://evil.example/course/${id}?type=student`;
    const request = bench.sessionRequest(id, { success_url: `${page}&paid={CHECKOUT_SESSION_ID}`, cancel_url: page });
    const answer = await postWithHost(portal, '/api/payments/session/', 'evil.example', ada.token, request);
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.text) as ValidationErrorBody;
    expect(body.success_url[0]).toMatchObject({ code: 'invalid' });
  });

  describe('the demo OAuth stand-ins', () => {
    const AUTHORIZE = {
      github: '/demo/oauth/github/login/oauth/authorize',
      google: '/demo/oauth/google/o/oauth2/v2/auth',
      orcid: '/demo/oauth/orcid/oauth/authorize',
    } as const;
    const TYPED = { first_name: 'Eve', last_name: 'Mallory', email: 'eve@example.org', email_verified: 'on' };
    const fields = (provider: keyof typeof AUTHORIZE, redirectUri: string) => ({
      client_id: 'portal-demo',
      redirect_uri: redirectUri,
      state: 's-1',
      ...TYPED,
      ...(provider === 'orcid' ? { orcid: '0000-0002-1825-0097' } : {}),
    });
    const submit = (provider: keyof typeof AUTHORIZE, redirectUri: string) =>
      fetch(`${portal.baseUrl}${AUTHORIZE[provider]}`, {
        method: 'POST',
        body: new URLSearchParams(fields(provider, redirectUri)),
        redirect: 'manual',
      });

    it.each(Object.keys(AUTHORIZE) as Array<keyof typeof AUTHORIZE>)(
      'for %s send a code to no page but the portal’s return page',
      async (provider) => {
        const own = `http://localhost:${port}/${provider}-verification`;
        for (const stranger of [
          'https://evil.example/cb',
          `https://evil.example/${provider}-verification`,
          `http://localhost:${port}/${provider}-verification/../home`,
          `http://localhost:${port}.evil.example/${provider}-verification`,
        ]) {
          const shown = await fetch(
            `${portal.baseUrl}${AUTHORIZE[provider]}?${new URLSearchParams(fields(provider, stranger))}`,
          );
          expect([stranger, shown.status]).toEqual([stranger, 400]);
          const sent = await submit(provider, stranger);
          expect([stranger, sent.status, sent.headers.get('location')]).toEqual([stranger, 400, null]);
        }
        const back = await submit(provider, own);
        expect(back.status).toBe(303);
        const location = new URL(back.headers.get('location') ?? '');
        expect(`${location.origin}${location.pathname}`).toBe(own);
      },
    );
  });
});
