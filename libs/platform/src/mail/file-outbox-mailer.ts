import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../platform/logger';
import { composeMessage } from './compose-message';
import type { Mailer, OutgoingEmail } from './mailer';

/** Ids and message ids keep to these characters; anything else is dropped from a file name. */
const fileNamePart = (text: string): string => text.replace(/[^\w.@-]/g, '');

/**
 * The embedded default (no SMTP_URL): each message becomes an `.eml` file that any mail client opens,
 * named `<UTC time>_<recipient's user id>_<message id>.eml`: the folder lists oldest first, and an
 * erasure finds a person's messages by their id, not their address. One log line says where.
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
    const file = join(this.dir, `${sentAt}_${fileNamePart(email.recipientId)}_${fileNamePart(email.messageId)}.eml`);
    // Written aside and renamed: someone watching the folder never reads half a message.
    await writeFile(`${file}.part`, raw);
    await rename(`${file}.part`, file);
    this.logger.info(
      { recipient: email.recipientId, subject: email.subject, file },
      'email written to the outbox folder',
    );
  }

  async forget(recipientId: string): Promise<void> {
    const marker = `_${fileNamePart(recipientId)}_`;
    const names = await readdir(this.dir).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [] as string[];
      throw error;
    });
    const theirs = names.filter((name) => name.includes(marker));
    for (const name of theirs) await rm(join(this.dir, name), { force: true });
    if (theirs.length > 0)
      this.logger.info(
        { recipient: recipientId, files: theirs.length },
        'erased emails removed from the outbox folder',
      );
  }
}
