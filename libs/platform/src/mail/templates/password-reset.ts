import { type EmailContent, PORTAL_NAME, html, htmlBody, link, textBody } from './layout';
import { linkValidity } from './link-validity';
import type { TokenEmailInput } from './token-email-input';

/** Sent on "forgot password": the link to `/reset-password?token=`. Only the newest such link works. */
export function passwordResetEmail({ firstName, link: url, requestedAt, expiresAt }: TokenEmailInput): EmailContent {
  const intro = `Someone, probably you, asked to reset the password of your ${PORTAL_NAME} account.`;
  const validity = `${linkValidity(requestedAt, expiresAt)} Only the newest reset link works.`;
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    subject: 'Reset your password',
    text: textBody(firstName, [intro, `To choose a new password, open this link:\n${url}`, validity, ignore]),
    html: htmlBody(firstName, [
      html`${intro}`,
      html`To choose a new password, open this link: ${link(url, 'reset my password')}.`,
      html`${validity}`,
      html`${ignore}`,
    ]),
  };
}
