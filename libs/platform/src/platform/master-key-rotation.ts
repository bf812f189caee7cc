import { resolve } from 'node:path';
import { type Rotation, rotateMasterKey } from '@portal/event-store';
import { promoteNextKeyFile, settleKeyFileRotation, writeNextKeyFile } from './key-file-rotation';
import { masterKey } from './master-key';
import type { Platform } from './platform';

/**
 * Moves an opened platform's store to a new master key (`npm run rotate-master-key`). Embedded, the
 * key file follows the commit (key-file-rotation.ts); in production the operator sets
 * PERSONAL_DATA_MASTER_KEY to the new key before the processes start again.
 */
export async function rotatePlatformMasterKey(platform: Platform, newKey: Buffer): Promise<Rotation> {
  const { config } = platform;
  const oldKey = masterKey(config);
  if (config.PERSONAL_DATA_MASTER_KEY) return rotateMasterKey(platform.db, oldKey, newKey);
  const dataDir = resolve(config.DATA_DIR);
  writeNextKeyFile(dataDir, newKey);
  let rotation: Rotation;
  try {
    rotation = await rotateMasterKey(platform.db, oldKey, newKey);
  } catch (error) {
    // The database says whether it committed; if it cannot, the next start asks it again.
    await settleKeyFileRotation(dataDir, platform.db).catch(() => undefined);
    throw error;
  }
  promoteNextKeyFile(dataDir);
  return rotation;
}
