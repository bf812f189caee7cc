import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { OutboxEmail } from '@portal/contracts';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import { adminToken } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';

/**
 * The staff outbox shows each email as it was drafted, but a link that signs someone in or changes
 * their password works only in the recipient's own mailbox: staff read it with the token masked.
 */
describe('the staff outbox, for emails that carry a token', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it('shows the verification and reset links without their tokens, which work for the recipient alone', async () => {
    const email = `masked.${randomBytes(4).toString('hex')}@example.org`;
    const password = 'masked-pass-1';
    const signUp = await api.post('/users/sign-up/', {
      first_name: 'Mara',
      last_name: 'Masked',
      email,
      password,
      confirm_password: password,
    });
    expect(signUp.status).toBe(201);
    const mail = new FileMailbox(portal.dataDir);
    const verification = tokenIn(
      await mail.next({ to: email, subject: 'Confirm your email address' }),
      '/verification',
    );
    expect((await api.post('/users/verification/', { token: verification })).status).toBe(200);
    expect((await api.post('/users/forgot-password/', { email })).status).toBe(200);
    const reset = tokenIn(await mail.next({ to: email, subject: 'Reset your password' }), '/reset-password');

    // Both emails as the admin's outbox page lists them, once both are there, and each one's own page.
    const listed = await eventually(async () => {
      const page = await api.get<OutboxEmail[]>('/admin/outbox/?range=[0,99]', admin);
      const theirs = page.body.filter((row) => row.to === email);
      return theirs.length === 2 ? { page, theirs } : null;
    }, 'both emails in the outbox');
    const shown = await Promise.all(
      listed.theirs.map((row) => api.get<OutboxEmail>(`/admin/outbox/${row.id}/`, admin)),
    );
    for (const answer of [listed.page, ...shown]) {
      expect(answer.status).toBe(200);
      expect([answer.text.includes(verification), answer.text.includes(reset)]).toEqual([false, false]);
    }
    const texts = shown.map((answer) => answer.body.text).join('\n');
    expect(texts).toContain('/verification?token=');
    expect(texts).toContain('/reset-password?token=');

    // The reset link was live all along: masking it for staff changed nothing for the recipient.
    const changed = await api.post('/users/reset-password/', { token: reset, password: 'masked-pass-2' });
    expect([changed.status, changed.status === 200 ? '' : changed.text]).toEqual([200, '']);
  });
});
