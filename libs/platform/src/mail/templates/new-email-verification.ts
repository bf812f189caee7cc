import { type EmailContent, PORTAL_NAME, html, htmlBody, link, textBody } from './layout';
import { linkValidity } from './link-validity';
import type { TokenEmailInput } from './token-email-input';

/** Sent to the new address of an email change: the link to `/new-email-verification?token=`. */
export function newEmailVerificationEmail({
  firstName,
  link: url,
  requestedAt,
  expiresAt,
}: TokenEmailInput): EmailContent {
  const intro = `You asked to use this address for your ${PORTAL_NAME} account. Until you confirm it, the account keeps its current address.`;
  const validity = linkValidity(requestedAt, expiresAt);
  const ignore = 'If you did not ask for this, ignore this email: nothing changes.';
  return {
    subject: 'Confirm your new email address',
    text: textBody(firstName, [intro, `To confirm the change, open this link:\n${url}`, validity, ignore]),
    html: htmlBody(firstName, [
      html`${intro}`,
      html`To confirm the change, open this link: ${link(url, 'confirm my new email address')}.`,
      html`${validity}`,
      html`${ignore}`,
    ]),
  };
}
