import type { UserEvent } from '@portal/domain';
import type { UserRow } from '@portal/projections';
import type { PortalLinks, RedirectLink } from './portal-links';
import type { EmailContent } from './templates/layout';
import { newEmailVerificationEmail } from './templates/new-email-verification';
import { passwordChangedEmail } from './templates/password-changed';
import { passwordResetEmail } from './templates/password-reset';
import { verificationEmail } from './templates/verification';

type EmailingEvent = Extract<
  UserEvent,
  { type: 'VerificationRequested' | 'PasswordResetRequested' | 'EmailChangeRequested' | 'PasswordChanged' }
>;
type DataOf<T extends EmailingEvent['type']> = Extract<EmailingEvent, { type: T }>['data'];

export interface EmailDraft {
  /** Recorded in `EmailSent.template`. */
  template: string;
  content: EmailContent;
  redirectLinks: RedirectLink[];
}

export interface IdentityEmail<Data> {
  /** The address it goes to: the account's own, except the new address an email change confirms. */
  recipient(data: Data, user: UserRow): string;
  draft(data: Data, firstName: string, links: PortalLinks): EmailDraft;
}

/** The identity events that send an email, and which email. */
export const EMAILS_BY_EVENT: { [T in EmailingEvent['type']]: IdentityEmail<DataOf<T>> } = {
  VerificationRequested: {
    recipient: (_data, user) => user.email,
    draft: ({ userId, tokenId, requestedAt, expiresAt }, firstName, links) => ({
      template: 'verification',
      content: verificationEmail({
        firstName,
        link: links.withToken('/verification', 'verification', { userId, tokenId }),
        requestedAt,
        expiresAt,
      }),
      redirectLinks: [],
    }),
  },
  PasswordResetRequested: {
    recipient: (_data, user) => user.email,
    draft: ({ userId, tokenId, requestedAt, expiresAt }, firstName, links) => ({
      template: 'password-reset',
      content: passwordResetEmail({
        firstName,
        link: links.withToken('/reset-password', 'reset', { userId, tokenId }),
        requestedAt,
        expiresAt,
      }),
      redirectLinks: [],
    }),
  },
  EmailChangeRequested: {
    recipient: (data) => data.newEmail,
    draft: ({ userId, tokenId, requestedAt, expiresAt }, firstName, links) => ({
      template: 'new-email-verification',
      content: newEmailVerificationEmail({
        firstName,
        link: links.withToken('/new-email-verification', 'new_email', { userId, tokenId }),
        requestedAt,
        expiresAt,
      }),
      redirectLinks: [],
    }),
  },
  PasswordChanged: {
    recipient: (_data, user) => user.email,
    draft: ({ changedAt }, firstName, links) => {
      const account = links.signInThenGo('/account');
      const forgotPasswordLink = links.page('/forgot-password');
      return {
        template: 'password-changed',
        content: passwordChangedEmail({ firstName, accountLink: account.url, forgotPasswordLink, changedAt }),
        redirectLinks: [account.link],
      };
    },
  },
};
