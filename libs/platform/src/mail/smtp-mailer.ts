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
    this.transport = nodemailer.createTransport(smtpUrl);
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
