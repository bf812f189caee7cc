import { readFile, readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One email as a test sees it: parsed headers and bodies, plus the raw RFC 822 bytes. */
export interface ReceivedEmail {
  /** Header To addresses, lower case. */
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  raw: Buffer;
}

/** Which emails a test means; `to` ignores case, `subject` is an exact string or a pattern. */
export interface EmailMatch {
  to?: string;
  subject?: string | RegExp;
}

export async function parseEmail(raw: Buffer): Promise<ReceivedEmail> {
  const email = await PostalMime.parse(raw);
  const addresses = (email.to ?? [])
    .flatMap((to) => (to.group ? to.group : [to]))
    .map((to) => to.address.toLowerCase());
  return {
    to: addresses,
    from: email.from?.address ?? '',
    subject: email.subject ?? '',
    messageId: email.messageId ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    raw,
  };
}

/** The first link in the text body whose path is `path` (e.g. `/verification`), or throws. */
export function linkIn(email: ReceivedEmail, path: string): URL {
  const found = (email.text.match(/https?:\/\/\S+/g) ?? [])
    .map((href) => new URL(href))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`no link to ${path} in "${email.subject}":\n${email.text}`);
  return found;
}

/** The `token` of the email's link to `path`: what the applicant would paste into the page. */
export const tokenIn = (email: ReceivedEmail, path: string): string =>
  linkIn(email, path).searchParams.get('token') ?? '';

const matches = (email: ReceivedEmail, match: EmailMatch): boolean =>
  (!match.to || email.to.includes(match.to.toLowerCase())) &&
  (!match.subject ||
    (typeof match.subject === 'string' ? email.subject === match.subject : match.subject.test(email.subject)));

/**
 * Emails the portal sent, wherever they went. `next` hands each email out once, so a test that
 * triggers two resets gets the second email on its second call.
 */
export abstract class Mailbox {
  private readonly handedOut = new Set<ReceivedEmail>();

  /** Every email received so far, oldest first. */
  abstract messages(): Promise<ReceivedEmail[]>;

  async latest(match: EmailMatch = {}): Promise<ReceivedEmail | undefined> {
    return (await this.messages()).filter((email) => matches(email, match)).at(-1);
  }

  /** Waits for the oldest matching email not handed out before (the job runs after the HTTP answer). */
  async next(match: EmailMatch = {}, timeoutMs = 15_000): Promise<ReceivedEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const email = (await this.messages()).find(
        (candidate) => !this.handedOut.has(candidate) && matches(candidate, match),
      );
      if (email) {
        this.handedOut.add(email);
        return email;
      }
      if (Date.now() > deadline)
        throw new Error(`no email matching ${JSON.stringify({ ...match, subject: String(match.subject) })}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}

/** The embedded default's outbox: the `.eml` files under `<DATA_DIR>/outbox/`. */
export class FileMailbox extends Mailbox {
  private readonly parsed = new Map<string, ReceivedEmail>();
  readonly dir: string;

  constructor(dataDir: string) {
    super();
    this.dir = join(resolve(dataDir), 'outbox');
  }

  async messages(): Promise<ReceivedEmail[]> {
    const names = await readdir(this.dir).catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    // Names start with the UTC time of writing, so their order is the order of sending.
    for (const name of names.filter((file) => file.endsWith('.eml')).sort()) {
      if (!this.parsed.has(name)) this.parsed.set(name, await parseEmail(await readFile(join(this.dir, name))));
    }
    return [...this.parsed.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, email]) => email);
  }
}

/**
 * A real SMTP server on loopback (no TLS, no auth): start it, point SMTP_URL at `url`, read what arrives.
 * `delayMs` slows the acceptance of each message, as a slow relay would: the workers stay busy, so
 * dispatched jobs pile up in Redis (the reliability tests restart it under them).
 */
export class SmtpMailbox extends Mailbox {
  delayMs = 0;
  private readonly received: ReceivedEmail[] = [];
  /** The envelope recipients of each delivery, in order (what the SMTP client actually asked for). */
  readonly deliveries: string[][] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        setTimeout(() => {
          parseEmail(Buffer.concat(chunks)).then((email) => {
            this.deliveries.push(session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()));
            this.received.push(email);
            callback();
          }, callback);
        }, this.delayMs);
      });
    },
  });

  static async start(): Promise<SmtpMailbox> {
    const mailbox = new SmtpMailbox();
    await new Promise<void>((listening, failed) => {
      mailbox.server.once('error', failed);
      mailbox.server.listen(0, '127.0.0.1', () => listening());
    });
    // smtp-server re-emits each connection's errors on the server. A sender that dies mid-session (the
    // fault suite SIGKILLs a worker on purpose) resets its connection: a relay carries on, and its
    // message counts as not delivered, which the sender retries. Unheard, the reset failed the test.
    mailbox.server.on('error', () => undefined);
    return mailbox;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  messages(): Promise<ReceivedEmail[]> {
    return Promise.resolve([...this.received]);
  }

  stop(): Promise<void> {
    return new Promise((closed) => this.server.close(() => closed()));
  }
}
