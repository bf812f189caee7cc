import { type EmailContent, PORTAL_NAME, html, htmlBody, link, textBody } from './layout';
import { formatUtc } from './link-validity';

export interface PasswordChangedInput {
  firstName: string;
  /** A short sign-in link that lands on the account page (`/sign-in?uid=`). */
  accountLink: string;
  forgotPasswordLink: string;
  changedAt: string;
}

/** The notice after any password change: a stranger who changed it is caught by the owner reading this. */
export function passwordChangedEmail({
  firstName,
  accountLink,
  forgotPasswordLink,
  changedAt,
}: PasswordChangedInput): EmailContent {
  const intro = `The password of your ${PORTAL_NAME} account was changed on ${formatUtc(changedAt)}.`;
  return {
    subject: 'Your password was changed',
    text: textBody(firstName, [
      intro,
      `If that was you, there is nothing more to do. Your account:\n${accountLink}`,
      `If it was not you, reset your password now:\n${forgotPasswordLink}`,
    ]),
    html: htmlBody(firstName, [
      html`${intro}`,
      html`If that was you, there is nothing more to do. ${link(accountLink, 'Go to your account')}.`,
      html`If it was not you, ${link(forgotPasswordLink, 'reset your password now')}.`,
    ]),
  };
}
