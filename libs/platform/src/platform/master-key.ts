import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';

/** The embedded default's key, beside its database. */
export const MASTER_KEY_FILE = 'master.key';

/**
 * The key that wraps every person's data key. Production takes it from the environment; the
 * embedded default creates one beside its database, so a restart can still read its own data.
 */
export function masterKey(config: Config): Buffer {
  if (config.PERSONAL_DATA_MASTER_KEY) return Buffer.from(config.PERSONAL_DATA_MASTER_KEY, 'base64');
  const path = join(config.DATA_DIR, MASTER_KEY_FILE);
  if (!existsSync(path)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return readKeyFile(path);
}

export function readKeyFile(path: string): Buffer {
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
}
