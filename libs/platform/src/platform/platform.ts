import { join, resolve } from 'node:path';
import { personalDataPolicies } from '@portal/domain';
import {
  CommandHandling,
  type Database,
  EVENT_STORE_MIGRATIONS,
  EventStore,
  type GroupingOptions,
  PersonalDataVault,
  PgliteDatabase,
  PostgresDatabase,
  derivedKey,
  openDerivationRoot,
  runMigrations,
} from '@portal/event-store';
import { INLINE_PROJECTIONS, ensureProjectionTables, rebuildChangedProjections } from '@portal/projections';
import { BLOB_STORE_MIGRATIONS } from '../files/postgres-blob-store';
import { openBlobStore } from '../files/open-blob-store';
import { PersonalFiles } from '../files/personal-files';
import { EmailedTokens } from '../identity/emailed-tokens';
import type { Config } from './config';
import { lockDataDir } from './data-dir-lock';
import { jobsFor } from './jobs-for-events';
import { settleKeyFileRotation } from './key-file-rotation';
import { masterKey } from './master-key';
import { WEBHOOK_MIGRATIONS } from '../webhooks/webhook-tables';

/**
 * Command groups for a pool of `poolSize` connections: two groups in flight at most, so a command goes
 * alone only while fewer than two are, and commands that come meanwhile share the next transaction.
 * Each statement costs as much CPU on both sides as a small insert does: shared by a group, it is paid
 * once for many commands, and two groups keep the database busy while the other waits on its answer
 * (measured against more groups in flight in docs/decisions.md, issue 22).
 */
function commandGrouping(poolSize: number): GroupingOptions {
  return { concurrentGroups: Math.min(poolSize, 2), maxGroupSize: 32 };
}

/** What every process (API, worker, replay, seed) stands on: the database, the store, the command path. */
export interface Platform {
  config: Config;
  db: Database;
  store: EventStore;
  commands: CommandHandling;
  tokens: EmailedTokens;
  /** A key for one purpose that stays the same when the master key is rotated (derivation-root.ts). */
  stableKey(purpose: string): Buffer;
  /** Stored files (profile images, certificate PDFs), shared by every process: docs/architecture.md §8.4. */
  files: PersonalFiles;
  close(): Promise<void>;
}

export async function openPlatform(config: Config, options: { applicationName?: string } = {}): Promise<Platform> {
  let unlock: () => void = () => undefined;
  let db: Database;
  if (config.DATABASE_URL) {
    db = new PostgresDatabase({
      connectionString: config.DATABASE_URL,
      max: config.DATABASE_POOL_SIZE,
      applicationName: options.applicationName,
    });
  } else {
    const dataDir = resolve(config.DATA_DIR);
    unlock = lockDataDir(dataDir);
    try {
      db = await PgliteDatabase.open({ dataDir: join(dataDir, 'pglite') });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  let key: Buffer;
  let derivationRoot: Buffer;
  try {
    await runMigrations(db, EVENT_STORE_MIGRATIONS);
    await runMigrations(db, BLOB_STORE_MIGRATIONS);
    await runMigrations(db, WEBHOOK_MIGRATIONS);
    await ensureProjectionTables(db);
    if (!config.PERSONAL_DATA_MASTER_KEY) await settleKeyFileRotation(resolve(config.DATA_DIR), db);
    key = masterKey(config);
    derivationRoot = await openDerivationRoot(db, key);
  } catch (error) {
    await db.close().catch(() => undefined);
    unlock();
    throw error;
  }
  const store = new EventStore(db, {
    vault: new PersonalDataVault(key, derivationRoot),
    personalData: personalDataPolicies,
  });
  try {
    await rebuildChangedProjections(store);
  } catch (error) {
    await db.close().catch(() => undefined);
    unlock();
    throw error;
  }
  const commands = new CommandHandling(
    store,
    { inlineProjections: INLINE_PROJECTIONS, jobsFor },
    // PGlite is one connection in this process: no round trip or commit to share.
    { grouping: db.kind === 'postgres' ? commandGrouping(config.DATABASE_POOL_SIZE) : undefined },
  );
  const blobs = openBlobStore(config, db);
  return {
    config,
    db,
    store,
    commands,
    tokens: new EmailedTokens(derivationRoot),
    stableKey: (purpose) => derivedKey(derivationRoot, purpose),
    files: new PersonalFiles(blobs, store.vault.files, db),
    async close() {
      blobs.close?.();
      await db.close();
      unlock();
    },
  };
}
