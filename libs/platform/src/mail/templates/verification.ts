import { type EmailContent, PORTAL_NAME, html, htmlBody, link, textBody } from './layout';
import { linkValidity } from './link-validity';
import type { TokenEmailInput } from './token-email-input';

/** Sent after sign-up (and on "resend"): the link to `/verification?token=`. */
export function verificationEmail({ firstName, link: url, requestedAt, expiresAt }: TokenEmailInput): EmailContent {
  const validity = `${linkValidity(requestedAt, expiresAt)} If it has expired when you open it, the page lets you ask for a new one.`;
  const ignore = `If you did not sign up for the ${PORTAL_NAME}, ignore this email.`;
  return {
    subject: 'Confirm your email address',
    text: textBody(firstName, [`Please confirm your email address by opening this link:\n${url}`, validity, ignore]),
    html: htmlBody(firstName, [
      html`Please confirm your email address: ${link(url, 'confirm my email address')}.`,
      html`${validity}`,
      html`${ignore}`,
    ]),
  };
}
