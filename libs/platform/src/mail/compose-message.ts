import nodemailer from 'nodemailer';
import type { OutgoingEmail } from './mailer';

export interface ComposedMessage {
  envelope: { from: string; to: string[] };
  /** The whole RFC 822 message, CRLF line ends. */
  raw: Buffer;
}

/** Builds messages without sending them, so the SMTP and file adapters carry byte-for-byte the same thing. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

export async function composeMessage(from: string, email: OutgoingEmail): Promise<ComposedMessage> {
  const { to, subject, text, html, messageId } = email;
  const info = await composer.sendMail({ from, to, subject, text, html, messageId });
  return { envelope: { from: info.envelope.from as string, to: info.envelope.to }, raw: info.message as Buffer };
}
