import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { WrongMasterKeyError } from '@portal/event-store';
import { ConfigError, DataDirLockedError, loadConfig, openPlatform, rotatePlatformMasterKey } from '@portal/platform';

const USAGE = 'Usage: npm run rotate-master-key -- [--new-key <32 random bytes in base64>]';

function newKeyFrom(given: string | undefined): Buffer {
  if (given === undefined) return randomBytes(32);
  const key = Buffer.from(given, 'base64');
  if (key.length !== 32 || key.toString('base64') !== given.trim()) throw new ConfigError(USAGE);
  return key;
}

/**
 * `npm run rotate-master-key`: every person's data key re-wrapped under a new master key, in one
 * transaction, with every process of the portal stopped (docs/operations.md, "Rotating the master key").
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'new-key': { type: 'string' } } });
  const newKey = newKeyFrom(values['new-key']);
  const config = loadConfig();
  const production = Boolean(config.PERSONAL_DATA_MASTER_KEY);
  // Shown before the transaction: were the process to die after the commit, the key would be lost.
  if (production && values['new-key'] === undefined) console.log(`New master key: ${newKey.toString('base64')}`);
  const platform = await openPlatform(config, { applicationName: 'course-portal-rotate-master-key' });
  try {
    const { rewrappedKeys } = await rotatePlatformMasterKey(platform, newKey);
    console.log(`Re-wrapped ${rewrappedKeys} data keys under the new master key.`);
    console.log(
      production
        ? 'Set PERSONAL_DATA_MASTER_KEY to the new key in every process before starting them again.'
        : `The new key is in ${config.DATA_DIR}/master.key.`,
    );
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof WrongMasterKeyError;
  console.error(known ? `${error.message}\nNothing was changed.` : error);
  process.exit(1);
});
