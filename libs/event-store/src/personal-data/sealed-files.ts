import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../database/database';
import type { KeyRing } from './key-ring';
import { PersonalDataErasedError } from './personal-data-vault';

/**
 * Files that are personal data (a profile image, a certificate naming its holder), encrypted with
 * their person's key like the fields of events: once the key is destroyed, every copy of the file,
 * in the blob store or in a backup of it, is unreadable.
 *
 * Layout: `PF1` | subject length (2 bytes) | subject (UTF-8) | iv (12) | tag (16) | ciphertext. The file
 * names its subject, so whoever reads it by name alone can find the key; the subject is also the
 * additional data, so a file cannot be passed off as another person's.
 */
const MAGIC = Buffer.from('PF1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealedFiles {
  constructor(private readonly keys: KeyRing) {}

  async seal(db: Queryable, subjectId: string, plain: Buffer): Promise<Buffer> {
    const key = await this.keys.obtain(db, subjectId);
    if (!key) throw new PersonalDataErasedError(subjectId);
    const subject = Buffer.from(subjectId, 'utf8');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(subject.length);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(subject);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([MAGIC, length, subject, iv, cipher.getAuthTag(), body]);
  }

  /** The file's subject, read from its header without any key. */
  subjectOf(sealed: Buffer): string {
    if (!sealed.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a sealed personal-data file');
    const length = sealed.readUInt16BE(MAGIC.length);
    return sealed.subarray(MAGIC.length + 2, MAGIC.length + 2 + length).toString('utf8');
  }

  /** The plain bytes, or null once the subject's key has been erased. */
  async open(db: Queryable, sealed: Buffer): Promise<Buffer | null> {
    const subjectId = this.subjectOf(sealed);
    const key = (await this.keys.load(db, [subjectId])).get(subjectId);
    if (!key) return null;
    const start = MAGIC.length + 2 + Buffer.byteLength(subjectId, 'utf8');
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(start, start + IV_BYTES));
    decipher.setAAD(Buffer.from(subjectId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(start + IV_BYTES, start + IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(start + IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}
