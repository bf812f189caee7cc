import { join, resolve } from 'node:path';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { FileOutboxMailer } from './file-outbox-mailer';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** The folder the embedded default writes emails to; tests read it back. */
export const outboxDir = (dataDir: string): string => join(resolve(dataDir), 'outbox');

export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new FileOutboxMailer(outboxDir(config.DATA_DIR), config.MAIL_FROM, logger);
}
