import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from '../database/database';
import { KeyRing } from './key-ring';

/**
 * Field-level encryption of personal data inside events (crypto-shredding, DESIGN.md §3).
 * A protected field becomes `pd1:<kind>:<subject>:<base64(iv|tag|ciphertext)>`, where kind is `s` for a
 * string and `j` for any other JSON value, so that a masked value keeps a usable type once erased.
 */
const PREFIX = 'pd1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const MASKED_TEXT = '[erased]';

export class PersonalDataErasedError extends Error {
  readonly code = 'personal_data_erased';
  constructor(subjectId: string) {
    super(`the personal data of ${subjectId} has been erased`);
  }
}

export class PersonalDataVault {
  private readonly blindIndexKey: Buffer;
  readonly keys: KeyRing;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new RangeError('the personal-data master key must be 32 bytes');
    this.blindIndexKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'blind-index', 32));
    this.keys = new KeyRing(Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'key-wrapping', 32)));
  }

  /** A stable, keyed digest for lookups (email to account) that never stores the plain value. */
  blindIndex(value: string): string {
    return createHmac('sha256', this.blindIndexKey).update(value.trim().toLowerCase()).digest('hex');
  }

  isProtected(value: unknown): value is string {
    return typeof value === 'string' && value.startsWith(PREFIX);
  }

  async encryptValue(tx: Queryable, subjectId: string, value: unknown): Promise<string> {
    const key = await this.keys.obtain(tx, subjectId);
    if (!key) throw new PersonalDataErasedError(subjectId);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(subjectId));
    const kind = typeof value === 'string' ? 's' : 'j';
    const plain = kind === 's' ? (value as string) : JSON.stringify(value);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    return `${PREFIX}${kind}:${subjectId}:${packed}`;
  }

  /**
   * Decrypts every protected value anywhere in each item, loading all their keys in one query;
   * values whose key is erased come back masked.
   */
  async decryptAll<T>(db: Queryable, items: T[]): Promise<T[]> {
    const subjects = new Set<string>();
    for (const item of items) collectSubjects(item, subjects, this);
    if (subjects.size === 0) return items;
    const keys = await this.keys.load(db, [...subjects]);
    return items.map((item) => mapProtected(item, this, (value) => this.open(value, keys)) as T);
  }

  erase(tx: Queryable, subjectId: string): Promise<void> {
    return this.keys.erase(tx, subjectId);
  }

  private open(value: string, keys: Map<string, Buffer | null>): unknown {
    const { kind, subjectId, packed } = parse(value);
    const key = keys.get(subjectId);
    if (!key) return kind === 's' ? MASKED_TEXT : null;
    const raw = Buffer.from(packed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(subjectId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return kind === 's' ? plain : JSON.parse(plain);
  }
}

function parse(value: string): { kind: string; subjectId: string; packed: string } {
  const body = value.slice(PREFIX.length);
  const kind = body.slice(0, 1);
  const rest = body.slice(2);
  const split = rest.lastIndexOf(':');
  return { kind, subjectId: rest.slice(0, split), packed: rest.slice(split + 1) };
}

function collectSubjects(value: unknown, into: Set<string>, vault: PersonalDataVault): void {
  if (vault.isProtected(value)) into.add(parse(value).subjectId);
  else if (Array.isArray(value)) value.forEach((item) => collectSubjects(item, into, vault));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectSubjects(item, into, vault));
}

function mapProtected(value: unknown, vault: PersonalDataVault, open: (value: string) => unknown): unknown {
  if (vault.isProtected(value)) return open(value);
  if (Array.isArray(value)) return value.map((item) => mapProtected(item, vault, open));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapProtected(v, vault, open)]));
  }
  return value;
}
