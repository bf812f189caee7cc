import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rotateMasterKey } from '@portal/event-store';
import { loadConfig } from '../platform/config';
import { writeNextKeyFile } from '../platform/key-file-rotation';
import { type Platform, openPlatform } from '../platform/platform';

/** The embedded default's key file when a rotation stops half-way: the next start settles it. */
describe('an embedded rotation interrupted', () => {
  let dataDir: string;
  let sealed: string;

  const open = (): Promise<Platform> =>
    openPlatform(loadConfig({ DATA_DIR: dataDir }), { applicationName: 'master-key-crash-test' });
  const keyFiles = () => readdirSync(dataDir).filter((name) => name.startsWith('master.key'));
  const keyInFile = () => Buffer.from(readFileSync(join(dataDir, 'master.key'), 'utf8'), 'base64');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'master-key-crash-'));
    const platform = await open();
    try {
      sealed = await platform.db.transaction((tx) => platform.store.vault.encryptValue(tx, 'person-a', 'Ada'));
    } finally {
      await platform.close();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function readsBack(): Promise<void> {
    const platform = await open();
    try {
      expect(await platform.store.vault.decryptAll(platform.db, [sealed])).toEqual(['Ada']);
    } finally {
      await platform.close();
    }
  }

  it('before the commit, keeps the old key and drops the new one', async () => {
    const oldKey = keyInFile();
    const platform = await open();
    writeNextKeyFile(dataDir, randomBytes(32));
    await platform.close();
    expect(keyFiles().sort()).toEqual(['master.key', 'master.key.next', 'master.key.previous']);
    await readsBack();
    expect(keyInFile().equals(oldKey)).toBe(true);
    expect(keyFiles()).toEqual(['master.key']);
  });

  it('after the commit, puts the new key in place of the old one', async () => {
    const oldKey = keyInFile();
    const newKey = randomBytes(32);
    const platform = await open();
    writeNextKeyFile(dataDir, newKey);
    await rotateMasterKey(platform.db, oldKey, newKey);
    await platform.close();
    await readsBack();
    expect(keyInFile().equals(newKey)).toBe(true);
    expect(keyFiles()).toEqual(['master.key']);
  });
});
