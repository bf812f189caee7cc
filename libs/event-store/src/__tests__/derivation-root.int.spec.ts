import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { PersonalDataVault, WrongMasterKeyError, openDerivationRoot } from '..';
import { prepareStore } from './fixtures';

describe.each(BACKENDS)('a store never rotated, on %s', (backend) => {
  let testDb: TestDatabase;
  const masterKey = randomBytes(32);

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    await prepareStore(testDb.db, masterKey);
  });
  afterAll(() => testDb.dispose());

  it('opens with any key while it holds no personal data', async () => {
    await expect(openDerivationRoot(testDb.db, randomBytes(32))).resolves.toHaveLength(32);
  });

  it('derives from the master key itself, so its blind indexes and links are those made before roots existed', async () => {
    const store = await prepareStore(testDb.db, masterKey);
    await testDb.db.transaction((tx) => store.vault.encryptValue(tx, 'person-a', 'Ada'));
    const root = await openDerivationRoot(testDb.db, masterKey);
    expect(root.equals(masterKey)).toBe(true);
    // The index every deployment has stored so far, written out: a change here would lock everyone out.
    const storedBefore = createHmac(
      'sha256',
      Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'blind-index', 32)),
    )
      .update('ada@example.org')
      .digest('hex');
    expect(new PersonalDataVault(masterKey, root).blindIndex('Ada@example.org')).toBe(storedBefore);
  });

  it("refuses a key that does not open the people's data keys", async () => {
    await expect(openDerivationRoot(testDb.db, randomBytes(32))).rejects.toThrow(WrongMasterKeyError);
  });
});
