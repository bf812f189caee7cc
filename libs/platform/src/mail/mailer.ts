import type { EmailContent } from './templates/layout';

export interface OutgoingEmail extends EmailContent {
  to: string;
  /** The recipient's user id: what logs and the outbox folder name them by, never their address. */
  recipientId: string;
  /** `<...@course-portal>`, derived from the job id: a repeated delivery carries the same one. */
  messageId: string;
}

/** Where emails go: an SMTP server (SMTP_URL) or, in the embedded default, `.eml` files under DATA_DIR/outbox. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  /** On erasure: removes every copy of the person's messages the portal itself keeps. */
  forget(recipientId: string): Promise<void>;
}
