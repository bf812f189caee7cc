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
  if (config.PERSONAL_DATA_MASTER_KEY) {
    const rotation = await rotateMasterKey(platform.db, oldKey, newKey);
    await dropOldWrappings(platform);
    return rotation;
  }
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
  await dropOldWrappings(platform);
  return rotation;
}

/**
 * The rows' versions from before the rotation stay in the tables' files until vacuumed, each a data
 * key wrapped under the old master key: a rotation made because that key leaked must not leave them.
 * VACUUM FULL locks the tables, which is harmless with every process stopped. Embedded, the WAL
 * segments holding them go too (as after an erasure, erase-copies.job.ts); in production the WAL lives
 * on in the operator's archives and backups, which need the old key anyway.
 */
async function dropOldWrappings(platform: Platform): Promise<void> {
  await platform.db.exec('VACUUM FULL personal_data_keys, personal_data_derivation_root');
  if (platform.db.kind === 'pglite')
    await platform.db.exec('SET wal_recycle = off; CHECKPOINT; SELECT pg_switch_wal(); CHECKPOINT; RESET wal_recycle');
}
