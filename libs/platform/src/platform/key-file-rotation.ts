import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Queryable, isRotatedTo } from '@portal/event-store';
import { MASTER_KEY_FILE, readKeyFile } from './master-key';

/**
 * The embedded default's key file across a rotation. The new key is written beside the old one
 * before the database's transaction and takes the old one's name (an atomic rename) only after it
 * commits, so `master.key` always exists and a crash between the two is settled at the next start
 * by asking the database which key it was last rotated to.
 */
const NEXT_KEY_FILE = 'master.key.next';
/** The old key, kept until the rotation has succeeded. */
const PREVIOUS_KEY_FILE = 'master.key.previous';

export function writeNextKeyFile(dataDir: string, newKey: Buffer): void {
  writeFileSync(join(dataDir, PREVIOUS_KEY_FILE), readKeyFile(join(dataDir, MASTER_KEY_FILE)).toString('base64'), {
    mode: 0o600,
    flush: true,
  });
  writeFileSync(join(dataDir, NEXT_KEY_FILE), newKey.toString('base64'), { mode: 0o600, flush: true });
}

/** After the commit: the new key becomes the key, and the old one's copy goes. */
export function promoteNextKeyFile(dataDir: string): void {
  renameSync(join(dataDir, NEXT_KEY_FILE), join(dataDir, MASTER_KEY_FILE));
  rmSync(join(dataDir, PREVIOUS_KEY_FILE), { force: true });
}

/** The rotation did not commit: the old key stays the key. */
export function discardNextKeyFile(dataDir: string): void {
  rmSync(join(dataDir, NEXT_KEY_FILE), { force: true });
  rmSync(join(dataDir, PREVIOUS_KEY_FILE), { force: true });
}

/** At start, before the key is read: finishes or undoes a rotation a crash interrupted. */
export async function settleKeyFileRotation(dataDir: string, db: Queryable): Promise<void> {
  const next = join(dataDir, NEXT_KEY_FILE);
  if (!existsSync(next)) {
    rmSync(join(dataDir, PREVIOUS_KEY_FILE), { force: true });
    return;
  }
  if (await isRotatedTo(db, readKeyFile(next))) promoteNextKeyFile(dataDir);
  else discardNextKeyFile(dataDir);
}
