import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MASKED_TEXT, PersonalDataVault, WrongMasterKeyError, rotateMasterKey } from '@portal/event-store';
import {
  BACKENDS,
  type BackendName,
  openTestDatabase,
  type TestDatabase,
} from '../../../../test/support/test-databases';
import { loadConfig } from '../platform/config';
import { rotatePlatformMasterKey } from '../platform/master-key-rotation';
import { type Platform, openPlatform } from '../platform/platform';

const PEOPLE = ['person-a', 'person-b', 'person-c'];
const ERASED = 'person-erased';
const EMAIL = 'Ada@Example.org';

/**
 * A store on either backend, opened as the portal opens it: PGlite the embedded way (the key in its
 * file in DATA_DIR, unless one is given), Postgres with PERSONAL_DATA_MASTER_KEY.
 */
interface Deployment {
  open(key?: Buffer): Promise<Platform>;
  dataDir: string;
  dispose(): Promise<void>;
}

async function deploy(backend: BackendName, firstKey: Buffer): Promise<Deployment> {
  const dataDir = mkdtempSync(join(tmpdir(), 'master-key-rotation-'));
  let testDb: TestDatabase | null = null;
  if (backend === 'postgres') {
    testDb = await openTestDatabase('postgres', { max: 2 });
    await testDb.db.close();
  }
  const url = testDb?.url;
  return {
    dataDir,
    open: (key) => {
      const given = url ? (key ?? firstKey) : key;
      const env = { DATA_DIR: dataDir, DATABASE_URL: url, PERSONAL_DATA_MASTER_KEY: given?.toString('base64') };
      return openPlatform(loadConfig(env), { applicationName: 'master-key-rotation-test' });
    },
    async dispose() {
      await testDb?.dispose().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function keyRows(platform: Platform): Promise<string> {
  const { rows } = await platform.db.query<{ subject_id: string; wrapped: string | null }>(
    `SELECT subject_id, encode(wrapped_key, 'hex') AS wrapped FROM personal_data_keys ORDER BY subject_id`,
  );
  const root = await platform.db.query('SELECT encode(wrapped_root, $1) AS root FROM personal_data_derivation_root', [
    'hex',
  ]);
  return JSON.stringify({ rows, root: root.rows });
}

/** The files under `dir`, at any depth, whose bytes hold any of `needles`. */
async function filesHolding(dir: string, needles: Buffer[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const found: string[] = [];
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const bytes = await readFile(join(entry.parentPath, entry.name)).catch(() => Buffer.alloc(0));
    if (needles.some((needle) => bytes.includes(needle))) found.push(entry.name);
  }
  return found;
}

function keyFile(dataDir: string): Buffer {
  return Buffer.from(readFileSync(join(dataDir, 'master.key'), 'utf8'), 'base64');
}

describe.each(BACKENDS)('rotating the master key on %s', (backend) => {
  const firstKey = randomBytes(32);
  let deployment: Deployment;
  let sealed: string[];
  let blindIndexBefore: string;
  let tokenBefore: string;
  let oldKey: Buffer;
  let newKey: Buffer;
  let wrappedBefore: Buffer[];

  beforeAll(async () => {
    deployment = await deploy(backend, firstKey);
    const platform = await deployment.open();
    try {
      sealed = await platform.db.transaction(async (tx) => {
        const values = await Promise.all(PEOPLE.map((id) => platform.store.vault.encryptValue(tx, id, `${id}'s name`)));
        values.push(await platform.store.vault.encryptValue(tx, ERASED, 'gone'));
        await platform.store.vault.erase(tx, ERASED);
        return values;
      });
      blindIndexBefore = platform.store.vault.blindIndex(EMAIL);
      tokenBefore = platform.tokens.issue('reset', { userId: 'person-a', tokenId: 't-1' });
      const { rows } = await platform.db.query<{ wrapped_key: Uint8Array }>(
        'SELECT wrapped_key FROM personal_data_keys WHERE wrapped_key IS NOT NULL',
      );
      wrappedBefore = rows.map((row) => Buffer.from(row.wrapped_key));
    } finally {
      await platform.close();
    }
    oldKey = backend === 'pglite' ? keyFile(deployment.dataDir) : firstKey;
    newKey = randomBytes(32);
    const rotating = await deployment.open();
    try {
      await expect(rotatePlatformMasterKey(rotating, newKey)).resolves.toEqual({ rewrappedKeys: PEOPLE.length });
    } finally {
      await rotating.close();
    }
  });
  afterAll(() => deployment.dispose());

  it("opens every person's data with the new key, and an erased person's stays erased", async () => {
    const platform = await deployment.open(newKey);
    try {
      const opened = await platform.store.vault.decryptAll(platform.db, sealed);
      expect(opened).toEqual([...PEOPLE.map((id) => `${id}'s name`), MASKED_TEXT]);
    } finally {
      await platform.close();
    }
  });

  it('keeps the blind index of an email and the links emailed before', async () => {
    const platform = await deployment.open(newKey);
    try {
      expect(platform.store.vault.blindIndex(EMAIL)).toBe(blindIndexBefore);
      expect(platform.tokens.read('reset', tokenBefore)).toEqual({ userId: 'person-a', tokenId: 't-1' });
    } finally {
      await platform.close();
    }
  });

  it('refuses to open with the old key', async () => {
    await expect(deployment.open(oldKey)).rejects.toThrow(WrongMasterKeyError);
  });

  if (backend === 'pglite') {
    it('leaves the new key in the data directory, and no other key beside it', () => {
      expect(keyFile(deployment.dataDir).equals(newKey)).toBe(true);
      expect(readdirSync(deployment.dataDir).filter((name) => name.startsWith('master.key'))).toEqual(['master.key']);
    });

    it("leaves no copy of the keys wrapped under the old key in the database's files", async () => {
      expect(wrappedBefore).toHaveLength(PEOPLE.length);
      expect(await filesHolding(join(deployment.dataDir, 'pglite'), wrappedBefore)).toEqual([]);
    });
  }

  it('changes nothing when the key given as the old one is wrong', async () => {
    const platform = await deployment.open(newKey);
    try {
      const before = await keyRows(platform);
      await expect(rotateMasterKey(platform.db, randomBytes(32), randomBytes(32))).rejects.toThrow(WrongMasterKeyError);
      expect(await keyRows(platform)).toBe(before);
    } finally {
      await platform.close();
    }
  });

  it('changes nothing when one key among many does not open: the rows re-wrapped before it roll back', async () => {
    const platform = await deployment.open(newKey);
    try {
      // Wrapped under another master key and sorting after the others, so the loop meets it last.
      const stray = new PersonalDataVault(randomBytes(32));
      await platform.db.transaction((tx) => stray.keys.obtain(tx, 'zz-stray'));
      const before = await keyRows(platform);
      await expect(rotateMasterKey(platform.db, newKey, randomBytes(32))).rejects.toThrow(/zz-stray/);
      expect(await keyRows(platform)).toBe(before);
      await platform.db.query("DELETE FROM personal_data_keys WHERE subject_id = 'zz-stray'");
    } finally {
      await platform.close();
    }
  });

  it('rotates a second time, keeping the same blind index', async () => {
    const thirdKey = randomBytes(32);
    const rotating = await deployment.open(backend === 'pglite' ? undefined : newKey);
    try {
      await rotatePlatformMasterKey(rotating, thirdKey);
    } finally {
      await rotating.close();
    }
    const platform = await deployment.open(thirdKey);
    try {
      expect(await platform.store.vault.decryptAll(platform.db, sealed.slice(0, 1))).toEqual([`${PEOPLE[0]}'s name`]);
      expect(platform.store.vault.blindIndex(EMAIL)).toBe(blindIndexBefore);
      expect(platform.tokens.read('reset', tokenBefore)).not.toBeNull();
    } finally {
      await platform.close();
    }
    await expect(deployment.open(newKey)).rejects.toThrow(WrongMasterKeyError);
  });
});
