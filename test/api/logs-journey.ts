import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { UserView } from '@portal/contracts';
import { FileMailbox, linkIn, tokenIn } from '../support/mailbox';
import type { PortalUnderTest } from '../support/portal-under-test';
import { adminToken, fillProfile, staffQuery } from './applications-fixtures';
import { apply, freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';

/** The ways a secret may be written into a line: as it is, or percent-encoded in an address. */
const spellings = (secret: string): string[] => [...new Set([secret, encodeURIComponent(secret)])];

/**
 * A whole journey (sign-up, verification, sign-in, an application, a staff search, a password reset),
 * then the portal's output read for every credential and personal detail it used
 * (docs/architecture.md §9.3): the test of logs-hold-no-secrets, in process and built.
 */
export async function journeyLeavesNoSecretInLogs(portal: PortalUnderTest & { output(): string }): Promise<void> {
  const secrets: Record<string, string> = {};
  const api = new ApiClient(portal.baseUrl);
  const mail = new FileMailbox(portal.dataDir);
  const unique = randomBytes(3).toString('hex');
  secrets.firstName = `Zenobia${unique}`;
  secrets.lastName = `Quillfeather${unique}`;
  secrets.email = `zenobia.${unique}@example.org`;
  secrets.password = `tall-giraffe-${unique}`;
  secrets.newPassword = `short-okapi-${unique}`;

  const signUp = await api.post('/users/sign-up/', {
    first_name: secrets.firstName,
    last_name: secrets.lastName,
    email: secrets.email,
    password: secrets.password,
    confirm_password: secrets.password,
  });
  expect(signUp.status).toBe(201);
  const verification = await mail.next({ to: secrets.email, subject: 'Confirm your email address' });
  secrets.verificationToken = tokenIn(verification, '/verification');
  // The link as the person clicks it (the token in its query), then the page's call.
  await fetch(linkIn(verification, '/verification'));
  expect((await api.post('/users/verification/', { token: secrets.verificationToken })).status).toBe(200);
  secrets.session = await api.signIn(secrets.email, secrets.password);
  expect((await api.get<UserView>('/users/me/', secrets.session)).body.email).toBe(secrets.email);
  await fillProfile(api, secrets.session);

  secrets.admin = await adminToken(api);
  const course = await freshCourse(api, secrets.admin);
  await apply(api, secrets.session, course, 'student');
  const search = await api.get(`/admin/applications?${staffQuery({ filter: { q: secrets.lastName } })}`, secrets.admin);
  expect(search.status).toBe(200);

  expect((await api.post('/users/forgot-password/', { email: secrets.email })).status).toBe(200);
  const reset = await mail.next({ to: secrets.email, subject: 'Reset your password' });
  secrets.resetToken = tokenIn(reset, '/reset-password');
  const changed = await api.post('/users/reset-password/', {
    token: secrets.resetToken,
    password: secrets.newPassword,
    confirm_password: secrets.newPassword,
  });
  expect(changed.status).toBe(200);
  await api.signIn(secrets.email, secrets.newPassword);

  // The lines are there (the access log of the last call, the outbox's line of the reset email)...
  const output = await eventually((): string | undefined => {
    const text = portal.output();
    const resetLogged = text.indexOf('/api/users/reset-password/');
    const lastCallLogged = resetLogged >= 0 && text.lastIndexOf('/api/users/sign-in/') > resetLogged;
    return lastCallLogged && text.includes('"subject":"Reset your password"') ? text : undefined;
  }, 'the access log of the journey and the outbox lines');
  // ... and none of what the journey used is in them.
  const found = Object.entries(secrets).flatMap(([what, secret]) =>
    spellings(secret)
      .filter((spelling) => output.toLowerCase().includes(spelling.toLowerCase()))
      .map(() => what),
  );
  expect(found).toEqual([]);
  expect(output).toContain('/api/admin/applications?filter=[redacted]');
}
