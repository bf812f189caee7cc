import { vi } from 'vitest';
import { MESSAGES, type ValidationErrorBody } from '@portal/contracts';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';

describe('emailed links that have expired', () => {
  const TTL_HOURS = 2;
  let portal: InProcessPortal;
  let mail: FileMailbox;
  let api: ApiClient;
  const email = 'late@example.org';
  /**
   * Runs `late` with the clock a minute past the links' lifetime, then puts it back: the portal, in this
   * process, reads the same clock, and a token's expiry is computed from it (JS time, not the database's).
   * Only refusals happen meanwhile, so no job is queued at a time the database has not reached.
   */
  const pastExpiry = async (late: () => Promise<void>) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + TTL_HOURS * 3_600_000 + 60_000);
      await late();
    } finally {
      vi.useRealTimers();
    }
  };

  beforeAll(async () => {
    portal = await openPortal('pglite', { EMAIL_TOKEN_TTL_HOURS: String(TTL_HOURS) });
    mail = new FileMailbox(portal.dataDir);
    api = new ApiClient(portal.baseUrl);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('says expired, and the resend button brings a link that works', async () => {
    await api.post('/users/sign-up/', {
      first_name: 'Late',
      last_name: 'Comer',
      email,
      password: 'patience12',
      confirm_password: 'patience12',
    });
    const first = tokenIn(await mail.next({ to: email, subject: 'Confirm your email address' }), '/verification');
    await pastExpiry(async () => {
      const expired = await api.post<ValidationErrorBody>('/users/verification/', { token: first });
      expect(expired.status).toBe(400);
      expect(expired.body.non_field_errors[0]).toEqual({ message: MESSAGES.tokenHasExpired, code: 'expired' });
      const check = await api.post<ValidationErrorBody>('/users/verification-token-check/', {
        token: first,
        token_type: 'verification',
      });
      expect(check.body.non_field_errors[0].code).toBe('expired');
    });
    expect((await api.post('/users/resend-email/', { token: first, token_type: 'verification' })).body).toEqual({
      detail: MESSAGES.emailHasBeenSent,
    });
    const second = tokenIn(await mail.next({ to: email, subject: 'Confirm your email address' }), '/verification');
    expect((await api.post('/users/verification/', { token: second })).status).toBe(200);
  });

  it('says expired for a late reset link', async () => {
    await api.post('/users/forgot-password/', { email });
    const reset = tokenIn(await mail.next({ to: email, subject: 'Reset your password' }), '/reset-password');
    await pastExpiry(async () => {
      const response = await api.post<ValidationErrorBody>('/users/reset-password/', {
        token: reset,
        password: 'patience13',
      });
      expect(response.body.non_field_errors[0]).toEqual({ message: MESSAGES.tokenHasExpired, code: 'expired' });
    });
    expect(await api.signIn(email, 'patience12')).toBeTruthy();
  });
});
