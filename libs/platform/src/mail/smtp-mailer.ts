import nodemailer, { type Transporter } from 'nodemailer';
import { composeMessage } from './compose-message';
import type { Mailer, OutgoingEmail } from './mailer';

/** Production: hands each message to the SMTP server of SMTP_URL (`smtp://` or `smtps://`, credentials in the URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Each wait ends well inside the job's claim on its send (EFFECT_LEASE_MS, 30 s), so a second run
    // never takes over a send that is still talking to the server.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 15_000,
    });
  }

  async send(email: OutgoingEmail): Promise<void> {
    const { envelope, raw } = await composeMessage(this.from, email);
    await this.transport.sendMail({ envelope, raw });
  }

  /** Handed over, a message is the mail system's (and the recipient's): the portal keeps no copy. */
  forget(): Promise<void> {
    return Promise.resolve();
  }
}
