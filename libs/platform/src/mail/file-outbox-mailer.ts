import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../platform/logger';
import { composeMessage } from './compose-message';
import type { Mailer, OutgoingEmail } from './mailer';

/**
 * The embedded default (no SMTP_URL): each message becomes an `.eml` file that any mail client opens,
 * named `<UTC time>_<message id>.eml` so the folder lists oldest first, and one log line says where.
 */
export class FileOutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    const { raw } = await composeMessage(this.from, email);
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${sentAt}_${email.messageId.replace(/[^\w.@-]/g, '')}.eml`);
    // Written aside and renamed: someone watching the folder never reads half a message.
    await writeFile(`${file}.part`, raw);
    await rename(`${file}.part`, file);
    this.logger.info({ to: email.to, subject: email.subject, file }, 'email written to the outbox folder');
  }
}
