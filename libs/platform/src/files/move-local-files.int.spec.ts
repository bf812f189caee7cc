import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificateStreamId } from '@portal/domain';
import { EVENT_STORE_MIGRATIONS, EventStore, PersonalDataVault, runMigrations } from '@portal/event-store';
import { certificatesProjection, ensureProjectionTables } from '@portal/projections';
import { BACKENDS, type TestDatabase, openTestDatabase } from '../../../../test/support/test-databases';
import { createLogger } from '../platform/logger';
import { moveLocalFilesIntoStore } from './move-local-files';
import { PersonalFiles } from './personal-files';
import { BLOB_STORE_MIGRATIONS, PostgresBlobStore } from './postgres-blob-store';
import { storedBytes } from './testing/stored-bytes';

describe.each(BACKENDS)('files an earlier version left on disk, moved into the store (%s)', (backend) => {
  // Undefined when beforeAll failed: afterAll then has nothing to close.
  let testDb: TestDatabase | undefined;
  let db: TestDatabase['db'];
  let dataDir: string;
  let files: PersonalFiles;
  let vault: PersonalDataVault;
  const logger = createLogger('silent', 'test');

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    db = testDb.db;
    await runMigrations(db, EVENT_STORE_MIGRATIONS);
    await runMigrations(db, BLOB_STORE_MIGRATIONS);
    await ensureProjectionTables(db);
    vault = new PersonalDataVault(randomBytes(32));
    files = new PersonalFiles(new PostgresBlobStore(db), vault.files, db);
    dataDir = mkdtempSync(join(tmpdir(), 'portal-move-'));
  }, 30_000);
  afterAll(async () => {
    await testDb?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const imageChanged = (userId: string, imageName: string) =>
    db.query(
      `INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
       VALUES ($1, 1, $2, 'ProfileImageChanged', $3, '{}')`,
      [`user-${userId}`, randomUUID(), JSON.stringify({ userId, imageName, changedAt: new Date().toISOString() })],
    );
  /** A certificate issued to `userId`, recorded and projected as the certificate's command would. */
  const certificateIssued = async (certificateId: string, userId: string) => {
    const ref = { certificateId, userId, courseId: 'c1', applicationId: 'a1' };
    const data = { ...ref, podId: null, certificateType: 'completed_the_course', issuedAt: new Date().toISOString() };
    const streamId = certificateStreamId(certificateId);
    const recorded = await new EventStore(db, { vault }).append(
      db,
      [
        {
          streamId,
          streamType: 'certificate',
          expectedVersion: 'no_stream',
          events: [{ type: 'CertificateIssued', data }],
        },
      ],
      { correlation_id: randomUUID(), causation_id: null, actor: 'system' },
    );
    await certificatesProjection.apply(db, recorded);
  };
  const write = (folder: string, name: string, bytes: Buffer) => {
    mkdirSync(join(dataDir, folder), { recursive: true });
    writeFileSync(join(dataDir, folder, name), bytes);
    return join(dataDir, folder, name);
  };

  it('stores each owned file sealed with its owner key, deletes it from disk, and does nothing the second time', async () => {
    const image = randomBytes(2_000);
    const imageName = `${randomUUID()}.png`;
    await imageChanged('ada', imageName);
    const imagePath = write('uploads/profile-images', imageName, image);

    const certificateId = randomUUID();
    await certificateIssued(certificateId, 'bob');
    const pdf = Buffer.from('%PDF-1.3 a certificate');
    const pdfName = `${certificateId}-0123456789abcdef.pdf`;
    const pdfPath = write('certificates', pdfName, pdf);

    // Nothing in the log owns these: they are dropped, not kept unsealed.
    const strayImage = write('uploads/profile-images', `${randomUUID()}.jpg`, randomBytes(100));
    const strayPdf = write('certificates', `${randomUUID()}-0123456789abcdef.pdf`, pdf);

    expect(await moveLocalFilesIntoStore(dataDir, db, files, logger)).toBe(2);

    for (const path of [imagePath, pdfPath, strayImage, strayPdf]) expect(existsSync(path)).toBe(false);
    const storedImage = await files.read(`profile-images/${imageName}`);
    expect(storedImage?.contentType).toBe('image/png');
    expect((await storedBytes(storedImage)).equals(image)).toBe(true);
    const storedPdf = await files.read(`certificates/${pdfName}`);
    expect(storedPdf?.contentType).toBe('application/pdf');
    expect((await storedBytes(storedPdf)).equals(pdf)).toBe(true);
    // Sealed with each owner's key: erasing Ada makes her picture unreadable, Bob's certificate stays.
    await vault.erase(db, 'ada');
    expect(await files.read(`profile-images/${imageName}`)).toBeNull();
    expect(await files.read(`certificates/${pdfName}`)).not.toBeNull();

    expect(await moveLocalFilesIntoStore(dataDir, db, files, logger)).toBe(0);
  });

  it('keeps what the store already has when a start was cut short after storing, and drops an erased person file', async () => {
    const imageName = `${randomUUID()}.jpg`;
    await imageChanged('cy', imageName);
    const first = randomBytes(500);
    write('uploads/profile-images', imageName, first);
    expect(await moveLocalFilesIntoStore(dataDir, db, files, logger)).toBe(1);
    // The same file on disk again, as if the earlier start had stored it and stopped before deleting.
    write('uploads/profile-images', imageName, randomBytes(500));
    expect(await moveLocalFilesIntoStore(dataDir, db, files, logger)).toBe(0);
    expect((await storedBytes(await files.read(`profile-images/${imageName}`))).equals(first)).toBe(true);

    const erasedName = `${randomUUID()}.jpg`;
    await imageChanged('dee', erasedName);
    await vault.erase(db, 'dee');
    const erasedPath = write('uploads/profile-images', erasedName, randomBytes(500));
    expect(await moveLocalFilesIntoStore(dataDir, db, files, logger)).toBe(0);
    expect(existsSync(erasedPath)).toBe(false);
    expect(await files.has(`profile-images/${erasedName}`)).toBe(false);
  });

  it('lets two processes that share the folder start together, each file stored once', async () => {
    const names = Array.from({ length: 5 }, () => `${randomUUID()}.png`);
    const images = new Map(names.map((name) => [name, randomBytes(300)]));
    for (const [name, bytes] of images) {
      await imageChanged(`eve-${name}`, name);
      write('uploads/profile-images', name, bytes);
    }
    const counts = await Promise.all([
      moveLocalFilesIntoStore(dataDir, db, files, logger),
      moveLocalFilesIntoStore(dataDir, db, files, logger),
    ]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(names.length);
    for (const [name, bytes] of images) {
      expect(existsSync(join(dataDir, 'uploads/profile-images', name))).toBe(false);
      expect((await storedBytes(await files.read(`profile-images/${name}`))).equals(bytes)).toBe(true);
    }
  });
});
