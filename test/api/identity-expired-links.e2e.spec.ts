import { MESSAGES, type ValidationErrorBody } from '@portal/contracts';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';

describe('emailed links that have expired', () => {
  const TTL_SECONDS = 3;
  let portal: RunningPortal;
  let mail: FileMailbox;
  let api: ApiClient;
  const email = 'late@example.org';
  const pastExpiry = () => new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 300));

  beforeAll(async () => {
    portal = await startPortal('embedded', { EMAIL_TOKEN_TTL_HOURS: String(TTL_SECONDS / 3600) });
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
    await pastExpiry();
    const expired = await api.post<ValidationErrorBody>('/users/verification/', { token: first });
    expect(expired.status).toBe(400);
    expect(expired.body.non_field_errors[0]).toEqual({ message: MESSAGES.tokenHasExpired, code: 'expired' });
    const check = await api.post<ValidationErrorBody>('/users/verification-token-check/', {
      token: first,
      token_type: 'verification',
    });
    expect(check.body.non_field_errors[0].code).toBe('expired');
    expect((await api.post('/users/resend-email/', { token: first, token_type: 'verification' })).body).toEqual({
      detail: MESSAGES.emailHasBeenSent,
    });
    const second = tokenIn(await mail.next({ to: email, subject: 'Confirm your email address' }), '/verification');
    expect((await api.post('/users/verification/', { token: second })).status).toBe(200);
  });

  it('says expired for a late reset link', async () => {
    await api.post('/users/forgot-password/', { email });
    const reset = tokenIn(await mail.next({ to: email, subject: 'Reset your password' }), '/reset-password');
    await pastExpiry();
    const response = await api.post<ValidationErrorBody>('/users/reset-password/', {
      token: reset,
      password: 'patience13',
    });
    expect(response.body.non_field_errors[0]).toEqual({ message: MESSAGES.tokenHasExpired, code: 'expired' });
    expect(await api.signIn(email, 'patience12')).toBeTruthy();
  });
});
