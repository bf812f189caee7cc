import { randomBytes } from 'node:crypto';
import { EVENT_STORE_MIGRATIONS, PersonalDataVault, runMigrations } from '@portal/event-store';
import { type TestS3, startTestS3 } from '../../../../test/support/s3-server';
import { BACKENDS, type TestDatabase, openTestDatabase } from '../../../../test/support/test-databases';
import type { BlobStore } from './blob-store';
import { PersonalFiles } from './personal-files';
import { BLOB_STORE_MIGRATIONS, PostgresBlobStore } from './postgres-blob-store';
import { S3BlobStore } from './s3-blob-store';
import { storedBytes } from './testing/stored-bytes';

type Adapter = 'pglite' | 'postgres' | 's3';
const ADAPTERS: Adapter[] = [...BACKENDS, 's3'];

/** Each adapter over a fresh database (the keys of sealed files live there) and, for S3, a fresh bucket. */
async function openAdapter(
  adapter: Adapter,
): Promise<{ blobs: BlobStore; testDb: TestDatabase; dispose(): Promise<void> }> {
  const testDb = await openTestDatabase(adapter === 'pglite' ? 'pglite' : 'postgres');
  await runMigrations(testDb.db, EVENT_STORE_MIGRATIONS);
  await runMigrations(testDb.db, BLOB_STORE_MIGRATIONS);
  let s3: TestS3 | null = null;
  let blobs: BlobStore;
  if (adapter === 's3') {
    s3 = await startTestS3();
    blobs = new S3BlobStore({
      endpoint: s3.env.S3_ENDPOINT,
      bucket: s3.env.S3_BUCKET,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      region: 'us-east-1',
      forcePathStyle: true,
    });
  } else blobs = new PostgresBlobStore(testDb.db);
  return {
    blobs,
    testDb,
    async dispose() {
      (blobs as { close?(): void }).close?.();
      await s3?.stop();
      await testDb.dispose();
    },
  };
}

describe.each(ADAPTERS)('the %s blob store', (adapter) => {
  // Undefined when beforeAll failed: afterAll then has nothing to close.
  let opened: Awaited<ReturnType<typeof openAdapter>> | undefined;
  beforeAll(async () => {
    opened = await openAdapter(adapter);
  }, 30_000);
  afterAll(() => opened?.dispose());
  const store = () => {
    if (!opened) throw new Error(`the ${adapter} store did not open`);
    return opened;
  };

  it('gives back the bytes and type it was given, and replaces a file written again under its key', async () => {
    const { blobs } = store();
    const first = randomBytes(300_000);
    await blobs.put('certificates/a.pdf', first, 'application/pdf');
    const stored = await blobs.get('certificates/a.pdf');
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: first.length });
    expect((await storedBytes(stored)).equals(first)).toBe(true);
    expect(stored?.etag).toMatch(/^".+"$/);

    const second = Buffer.from('a second version');
    await blobs.put('certificates/a.pdf', second, 'application/pdf');
    const replaced = await blobs.get('certificates/a.pdf');
    expect((await storedBytes(replaced)).toString()).toBe('a second version');
    expect(replaced?.etag).not.toBe(stored?.etag);
  });

  it('knows what it holds, and forgets a deleted file; deleting a missing key is no error', async () => {
    const { blobs } = store();
    await blobs.put('profile-images/b.png', Buffer.from('png'), 'image/png');
    expect(await blobs.has('profile-images/b.png')).toBe(true);
    await blobs.delete('profile-images/b.png');
    expect(await blobs.has('profile-images/b.png')).toBe(false);
    expect(await blobs.get('profile-images/b.png')).toBeNull();
    await expect(blobs.delete('profile-images/never-there.png')).resolves.toBeUndefined();
  });

  it('keeps a personal file sealed with its person key, readable until that key is erased', async () => {
    const { blobs, testDb } = store();
    const vault = new PersonalDataVault(randomBytes(32));
    const files = new PersonalFiles(blobs, vault.files, testDb.db);
    const image = randomBytes(5_000);
    const sent = await files.store('profile-images/c.jpg', 'person-1', image, 'image/jpeg');

    const raw = await storedBytes(await blobs.get('profile-images/c.jpg'));
    expect(raw.includes(image.subarray(0, 64))).toBe(false);
    const read = await files.read('profile-images/c.jpg');
    expect(read).toMatchObject({ contentType: 'image/jpeg', size: image.length, etag: sent.etag });
    expect((await storedBytes(read)).equals(image)).toBe(true);

    await vault.erase(testDb.db, 'person-1');
    expect(await files.read('profile-images/c.jpg')).toBeNull();
    // What the store still holds (as a backup would) stays sealed: erasure needs no delete to take effect.
    expect(await blobs.has('profile-images/c.jpg')).toBe(true);
  });
});
