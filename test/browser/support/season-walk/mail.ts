import { FileMailbox, type ReceivedEmail } from '../../../support/mailbox';
import type { Person } from './cast';

/**
 * The walk's emails, read from the embedded portal's outbox: each person's, in the order they came,
 * each handed out once (a second offer or pod email would be a new one, not the first again).
 */
export class WalkMail {
  private readonly mailbox: FileMailbox;

  constructor(dataDir: string) {
    this.mailbox = new FileMailbox(dataDir);
  }

  /** The person's next email with this subject, waiting for the job that sends it. */
  next(person: Person, subject: string | RegExp): Promise<ReceivedEmail> {
    return this.mailbox.next({ to: person.email, subject }, 30_000);
  }

  /** Every email sent to the person so far. */
  async all(person: Person): Promise<ReceivedEmail[]> {
    return (await this.mailbox.messages()).filter((email) => email.to.includes(person.email));
  }
}

/** The short sign-in link an email ends with, under its label ("Go to your course dashboard:\n<link>"). */
export function labelledLink(email: ReceivedEmail, label: string): string {
  const at = email.text.indexOf(`${label}:\n`);
  if (at < 0) throw new Error(`no "${label}" in "${email.subject}":\n${email.text}`);
  const link = email.text
    .slice(at + label.length + 2)
    .trim()
    .split(/\s/)[0];
  // The dashboard's links sign a reader in first (a signed-in one goes straight on).
  expect(new URL(link).pathname).toBe('/sign-in');
  return link;
}
