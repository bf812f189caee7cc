import { expect } from 'vitest';
import { MESSAGES, type DetailErrorBody, type UserView, type ValidationErrorBody } from '@portal/contracts';
import { FileMailbox, type Mailbox, SmtpMailbox, tokenIn } from '../support/mailbox';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ApiClient, firstError } from './identity-client';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/** `PATCH /users/me/`: the account as edited, with the spec's message. */
type EditedProfile = UserView & { detail: string };

/** A 1×1 PNG (an upload is decoded whole, so a header alone no longer passes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const imageForm = (bytes: Buffer, name: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('profile_image', new Blob([new Uint8Array(bytes)]), name);
  return form;
};

/** Spec sections 2, 5, 7 and 8 over HTTP, each flow with the errors the spec lists, on both backends. */
describe.each(BACKENDS)('accounts, served %s', (deployment) => {
  let portal: InProcessPortal;
  let mail: Mailbox;
  let smtp: SmtpMailbox | undefined;
  let api: ApiClient;
  const email = `ada.${deployment}@example.org`;
  const newEmail = `ada.new.${deployment}@example.org`;

  beforeAll(async () => {
    if (deployment === 'postgres') {
      smtp = await SmtpMailbox.start();
      portal = await openPortal(deployment, { SMTP_URL: smtp.url });
      mail = smtp;
    } else {
      portal = await openPortal(deployment);
      mail = new FileMailbox(portal.dataDir);
    }
    api = new ApiClient(portal.baseUrl);
  }, 90_000);
  afterAll(async () => {
    await ifSet(portal)?.stop();
    await smtp?.stop();
  });

  it('refuses sign-up with missing fields, field by field', async () => {
    const response = await api.post('/users/sign-up/', {});
    expect(response.status).toBe(400);
    for (const field of ['first_name', 'last_name', 'email', 'password', 'confirm_password']) {
      expect(firstError(response, field)).toEqual({ message: MESSAGES.thisFieldIsRequired, code: 'required' });
    }
  });

  it('refuses sign-up when the passwords differ, with the spec’s message', async () => {
    const response = await api.post('/users/sign-up/', {
      first_name: 'Ada',
      last_name: 'L',
      email,
      password: 'analytical1',
      confirm_password: 'analytical2',
    });
    expect(response.status).toBe(400);
    expect(firstError(response, 'confirm_password')?.message).toBe('Passwords don`t match');
  });

  it('refuses a malformed email, a short password and wrong types', async () => {
    const response = await api.post('/users/sign-up/', {
      first_name: 7,
      last_name: ['x'],
      email: 'not-an-email',
      password: 'short',
      confirm_password: 'short',
    });
    expect(response.status).toBe(400);
    expect(firstError(response, 'email')).toEqual({ message: MESSAGES.invalidEmail, code: 'invalid' });
    expect(firstError(response, 'password')).toEqual({ message: MESSAGES.passwordTooShort, code: 'min_length' });
    expect(firstError(response, 'first_name')?.code).toBe('invalid');
    expect(firstError(response, 'last_name')?.code).toBe('invalid');
  });

  let verificationToken: string;
  it('signs up, sends the verification email, and refuses the same address twice', async () => {
    const response = await api.post('/users/sign-up/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      password: 'analytical1',
      confirm_password: 'analytical1',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ detail: MESSAGES.confirmationMessageSent });
    const verification = await mail.next({ to: email, subject: 'Confirm your email address' });
    expect(verification.text).toContain('Ada');
    verificationToken = tokenIn(verification, '/verification');
    const again = await api.post('/users/sign-up/', {
      first_name: 'Eve',
      last_name: 'X',
      email: email.toUpperCase(),
      password: 'analytical1',
      confirm_password: 'analytical1',
    });
    expect(again.status).toBe(400);
    expect(firstError(again, 'email')).toEqual({ message: MESSAGES.emailTaken, code: 'unique' });
  });

  it('refuses to sign in an unverified account, with a clear message', async () => {
    const response = await api.post<ValidationErrorBody>('/users/sign-in/', {
      username: email,
      password: 'analytical1',
    });
    expect(response.status).toBe(400);
    expect(response.body.non_field_errors[0]).toEqual({ message: MESSAGES.emailNotVerified, code: 'unverified' });
  });

  it('checks and then verifies the token once; a forged or used one is not active', async () => {
    expect(
      (await api.post('/users/verification-token-check/', { token: verificationToken, token_type: 'verification' }))
        .status,
    ).toBe(200);
    const forged = await api.post<ValidationErrorBody>('/users/verification/', {
      token: `${verificationToken.slice(0, -2)}xx`,
    });
    expect(forged.body.non_field_errors[0]).toEqual({ message: MESSAGES.tokenIsNotActive, code: 'inactive' });
    const wrongKind = await api.post<ValidationErrorBody>('/users/verification-token-check/', {
      token: verificationToken,
      token_type: 'reset',
    });
    expect(wrongKind.body.non_field_errors[0].code).toBe('inactive');
    expect((await api.post('/users/verification/', { token: verificationToken })).status).toBe(200);
    const reused = await api.post<ValidationErrorBody>('/users/verification/', { token: verificationToken });
    expect(reused.status).toBe(400);
    expect(reused.body.non_field_errors[0].code).toBe('inactive');
  });

  it('answers a wrong password with the first non-field error, and a right one with a token', async () => {
    const wrong = await api.post<ValidationErrorBody>('/users/sign-in/', {
      username: email,
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.non_field_errors[0]).toEqual({ message: MESSAGES.invalidCredentials, code: 'invalid' });
    const missing = await api.post('/users/sign-in/', { username: '' });
    expect(firstError(missing, 'username')?.code).toBe('blank');
    expect(firstError(missing, 'password')?.code).toBe('required');
    expect(await api.signIn(email.toUpperCase(), 'analytical1')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  let token: string;
  it('returns the user of spec §3 from /users/me/, and 401 without or with a bad token', async () => {
    token = await api.signIn(email, 'analytical1');
    const me = await api.get('/users/me/', token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      profile_image: null,
      orcid: null,
      user_profile_filled: false,
      general_info: null,
      demographic: null,
      logistic: null,
    });
    expect((await api.get('/users/me/')).body).toEqual({
      detail: MESSAGES.notAuthenticated,
      code: 'not_authenticated',
    });
    expect((await api.get('/users/me/', 'not-a-token')).status).toBe(401);
  });

  it('edits the profile with an image, ignoring empty strings', async () => {
    const response = await api.request<EditedProfile>('PATCH', '/users/me/', {
      token,
      form: imageForm(PNG, 'me.png', { first_name: 'Augusta Ada', last_name: '' }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      first_name: 'Augusta Ada',
      last_name: 'Lovelace',
      detail: MESSAGES.profileHasBeenUpdated,
    });
    const image = await fetch(`${portal.baseUrl}${defined(response.body.profile_image, 'the uploaded image')}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Served as re-encoded at upload (issue 50): a PNG of the same size, not the uploaded bytes.
    const served = Buffer.from(await image.arrayBuffer());
    expect(served.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect(served.subarray(16, 24)).toEqual(PNG.subarray(16, 24));
  });

  it('refuses an HTML page renamed .jpg, and a 6 MB image, changing nothing', async () => {
    const before = (await api.get<UserView>('/users/me/', token)).body;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await api.request('PATCH', '/users/me/', {
      token,
      form: imageForm(html, 'photo.jpg', { first_name: 'Changed' }),
    });
    expect(fake.status).toBe(400);
    expect(firstError(fake, 'profile_image')).toEqual({ message: MESSAGES.profileImageType, code: 'invalid' });
    const big = await api.request<DetailErrorBody>('PATCH', '/users/me/', {
      token,
      form: imageForm(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'big.png', { first_name: 'Changed' }),
    });
    expect(big.status).toBe(413);
    expect(big.body.detail).toEqual(expect.any(String));
    expect((await api.get<UserView>('/users/me/', token)).body).toEqual(before);
  });

  it('keeps SQL and script text in names as plain text', async () => {
    const name = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`;
    const response = await api.request<EditedProfile>('PATCH', '/users/me/', { token, json: { last_name: name } });

    expect(response.body.last_name).toBe(name);
    expect((await api.get<UserView>('/users/me/', token)).body.last_name).toBe(name);
    await api.request('PATCH', '/users/me/', { token, json: { last_name: 'Lovelace' } });
  });

  it('changes the email only once the new address confirms it', async () => {
    const taken = await api.request('PATCH', '/users/me/', { token, json: { email: 'admin@example.org' } });
    expect(firstError(taken, 'email')).toEqual({ message: MESSAGES.emailTaken, code: 'unique' });
    const response = await api.request('PATCH', '/users/me/', { token, json: { email: newEmail } });
    expect(response.body).toMatchObject({
      email,
      pending_email: newEmail,
      detail: MESSAGES.profileUpdatedConfirmEmail,
    });
    const confirmation = await mail.next({ to: newEmail, subject: 'Confirm your new email address' });
    const bad = await api.post<ValidationErrorBody>('/users/verification-new-email/', { token: 'garbage' });
    expect(bad.body.non_field_errors[0]).toEqual({ message: MESSAGES.tokenIsInactive, code: 'inactive' });
    const confirmed = await api.post('/users/verification-new-email/', {
      token: tokenIn(confirmation, '/new-email-verification'),
    });
    expect(confirmed.body).toEqual({ detail: MESSAGES.emailHasBeenChanged });
    expect((await api.get<UserView>('/users/me/', token)).body).toMatchObject({ email: newEmail, pending_email: null });
    expect((await api.post('/users/sign-in/', { username: email, password: 'analytical1' })).status).toBe(400);
    expect(await api.signIn(newEmail, 'analytical1')).toBeTruthy();
  });

  it('revokes the token on logout', async () => {
    expect((await api.get('/users/logout/', token)).status).toBe(200);
    expect((await api.get('/users/me/', token)).status).toBe(401);
  });

  it('resets a forgotten password once, and the old one stops working', async () => {
    const unknown = await api.post('/users/forgot-password/', { email: 'nobody@example.org' });
    expect(unknown.body).toEqual({ detail: MESSAGES.instructionsHaveBeenSent });
    expect((await api.post('/users/forgot-password/', { email: newEmail })).body).toEqual({
      detail: MESSAGES.instructionsHaveBeenSent,
    });
    const resetToken = tokenIn(await mail.next({ to: newEmail, subject: 'Reset your password' }), '/reset-password');
    const mismatch = await api.post('/users/reset-password/', {
      token: resetToken,
      password: 'difference9',
      confirm_password: 'difference8',
    });
    expect(firstError(mismatch, 'confirm_password')?.message).toBe('Passwords don`t match');
    const reset = await api.post('/users/reset-password/', { token: resetToken, password: 'difference9' });
    expect(reset.body).toEqual({ detail: MESSAGES.passwordHasBeenReset });
    const again = await api.post<ValidationErrorBody>('/users/reset-password/', {
      token: resetToken,
      password: 'difference10',
    });
    expect(again.body.non_field_errors[0]).toEqual({ message: MESSAGES.tokenIsNotActive, code: 'inactive' });
    expect((await api.post('/users/sign-in/', { username: newEmail, password: 'analytical1' })).status).toBe(400);
    expect(await api.signIn(newEmail, 'difference9')).toBeTruthy();
    await mail.next({ to: newEmail, subject: 'Your password was changed' });
  });

  it('throttles repeated failed sign-ins for one account with 429', async () => {
    const target = 'reviewer@example.org';
    let last = await api.post('/users/sign-in/', { username: target, password: 'guess-0' });
    for (let attempt = 1; attempt <= 5 && last.status !== 429; attempt++)
      last = await api.post('/users/sign-in/', { username: target, password: `guess-${attempt}` });
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ detail: MESSAGES.tooManySignInAttempts, code: 'throttled' });
    // Even the right password waits out the window: the guesser must not learn it is right.
    expect((await api.post('/users/sign-in/', { username: target, password: 'demo-reviewer-2026' })).status).toBe(429);
  });

  it('refuses a 10 MB JSON body and malformed JSON with a clear 4xx', async () => {
    const huge = await api.request('POST', '/users/sign-up/', {
      raw: JSON.stringify({ first_name: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    const malformed = await api.request('POST', '/users/sign-in/', { raw: '{"username": ' });
    expect(malformed.status).toBe(400);
  });

  it('never leaks a password hash or a token hash in any response', () => {
    const all = api.seen.join('\n');
    expect(all).not.toMatch(/\$argon2/);
    expect(all).not.toMatch(/password_hash|token_hash|passwordHash|tokenHash/);
  });
});
