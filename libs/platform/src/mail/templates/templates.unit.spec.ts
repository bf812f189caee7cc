import { formatDuration } from './link-validity';
import { newEmailVerificationEmail } from './new-email-verification';
import { passwordChangedEmail } from './password-changed';
import { passwordResetEmail } from './password-reset';
import { verificationEmail } from './verification';

const HOSTILE = '<script>alert(1)</script> & "Co"';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;';
const requestedAt = '2026-03-14T09:30:00.000Z';
const expiresAt = '2026-03-15T09:30:00.000Z';
const link = (path: string) => `https://portal.example.org${path}?token=u1.t1.sig&x=1`;

/** Every template: the name greets in both bodies, escaped in HTML, and no markup comes from the name. */
function expectGreeting(content: { text: string; html: string }): void {
  expect(content.text).toMatch(new RegExp(`^Hi ${HOSTILE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`));
  expect(content.html).toContain(`<p>Hi ${ESCAPED},</p>`);
  expect(content.html).not.toContain('<script>');
}

describe('the verification email', () => {
  const content = verificationEmail({ firstName: HOSTILE, link: link('/verification'), requestedAt, expiresAt });

  it('asks to confirm the address with the verification link, and says until when it works', () => {
    expect(content.subject).toBe('Confirm your email address');
    expect(content.text).toContain(`\n${link('/verification')}\n`);
    expect(content.html).toContain('<a href="https://portal.example.org/verification?token=u1.t1.sig&amp;x=1">');
    expect(content.text).toContain('The link works for 24 hours, until 15 March 2026 at 09:30 UTC.');
    expectGreeting(content);
  });
});

describe('the password reset email', () => {
  const content = passwordResetEmail({ firstName: HOSTILE, link: link('/reset-password'), requestedAt, expiresAt });

  it('carries the reset link and its lifetime, and says only the newest link works', () => {
    expect(content.subject).toBe('Reset your password');
    expect(content.text).toContain(link('/reset-password'));
    expect(content.html).toContain('href="https://portal.example.org/reset-password?token=u1.t1.sig&amp;x=1"');
    expect(content.text).toContain('24 hours');
    expect(content.text).toContain('Only the newest reset link works.');
    expectGreeting(content);
  });
});

describe('the new email address confirmation', () => {
  const content = newEmailVerificationEmail({
    firstName: HOSTILE,
    link: link('/new-email-verification'),
    requestedAt,
    expiresAt,
  });

  it('carries the confirmation link and says the old address stays until then', () => {
    expect(content.subject).toBe('Confirm your new email address');
    expect(content.text).toContain(link('/new-email-verification'));
    expect(content.html).toContain('href="https://portal.example.org/new-email-verification?token=u1.t1.sig&amp;x=1"');
    expect(content.text).toContain('keeps its current address');
    expectGreeting(content);
  });
});

describe('the password changed notice', () => {
  const content = passwordChangedEmail({
    firstName: HOSTILE,
    accountLink: 'https://portal.example.org/sign-in?uid=abc_DEF-123',
    forgotPasswordLink: 'https://portal.example.org/forgot-password',
    changedAt: requestedAt,
  });

  it('says when, links to the account, and to a reset in case it was not the owner', () => {
    expect(content.subject).toBe('Your password was changed');
    expect(content.text).toContain('changed on 14 March 2026 at 09:30 UTC');
    expect(content.text).toContain('https://portal.example.org/sign-in?uid=abc_DEF-123');
    expect(content.html).toContain('<a href="https://portal.example.org/forgot-password">reset your password now</a>');
    expect(content.text).not.toContain('token=');
    expectGreeting(content);
  });
});

describe('how a link lifetime reads', () => {
  it.each([
    ['2026-03-14T10:00:00Z', '2026-03-14T10:30:00Z', '30 minutes'],
    ['2026-03-14T10:00:00Z', '2026-03-14T11:00:00Z', '1 hour'],
    ['2026-03-14T10:00:00Z', '2026-03-14T11:30:00Z', '90 minutes'],
    ['2026-03-14T10:00:00Z', '2026-03-15T22:00:00Z', '36 hours'],
    ['2026-03-14T10:00:00Z', '2026-03-14T12:00:00Z', '2 hours'],
    ['2026-03-14T10:00:00Z', '2026-03-15T10:00:00Z', '24 hours'],
    ['2026-03-14T10:00:00Z', '2026-03-21T10:00:00Z', '7 days'],
    ['2026-03-14T10:00:00Z', '2026-03-14T10:00:20Z', '1 minute'],
  ])('from %s to %s is %s', (from, to, expected) => {
    expect(formatDuration(from, to)).toBe(expected);
  });
});
