import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../database/database';
import { KeyRing } from './key-ring';
import { derivedKey, wrappingKeyOf } from './key-wrapping';
import { type OpeningBatch, OpeningThread } from './opening-thread';
import { SealedFiles } from './sealed-files';

/**
 * Field-level encryption of personal data inside events (crypto-shredding, docs/architecture.md §3).
 * A protected field becomes `pd1:<kind>:<subject>:<base64(iv|tag|ciphertext)>`, where kind is `s` for a
 * string and `j` for any other JSON value, so that a masked value keeps a usable type once erased.
 */
const PREFIX = 'pd1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const MASKED_TEXT = '[erased]';
/** From how many values a batch is opened on the second thread (a page of the log, not a request). */
const ON_THREAD_FROM = 1000;

export class PersonalDataErasedError extends Error {
  readonly code = 'personal_data_erased';
  constructor(subjectId: string) {
    super(`the personal data of ${subjectId} has been erased`);
  }
}

export class PersonalDataVault {
  private readonly blindIndexKey: Buffer;
  readonly keys: KeyRing;
  /** Whole files encrypted with their person's key (profile images, certificates). */
  readonly files: SealedFiles;
  private thread: OpeningThread | null = null;

  /**
   * `derivationRoot` feeds the keys that must outlive a rotation of the master key (the blind index
   * sits in events, which are never edited); a store never rotated uses the master key itself
   * (derivation-root.ts).
   */
  constructor(masterKey: Buffer, derivationRoot: Buffer = masterKey) {
    this.blindIndexKey = derivedKey(derivationRoot, 'blind-index');
    this.keys = new KeyRing(wrappingKeyOf(masterKey));
    this.files = new SealedFiles(this.keys);
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
   * values whose key is erased come back masked. The items are left as they were.
   */
  async decryptAll<T>(db: Queryable, items: T[]): Promise<T[]> {
    const subjects = new Set<string>();
    for (const item of items) collectSubjects(item, subjects, this);
    if (subjects.size === 0) return items;
    const keys = await this.keys.load(db, [...subjects]);
    return items.map((item) => mapProtected(item, this, (value) => this.open(value, keys)) as T);
  }

  /**
   * `decryptAll` for values nobody else holds (rows just parsed by the driver): the protected values
   * are replaced where they are, without copying the objects around them. A whole page of the log
   * is read this way, where copying every event's data cost more than decrypting it.
   */
  async decryptInPlace<T>(db: Queryable, items: T[]): Promise<T[]> {
    const found: Protected[] = [];
    const result = [...items];
    for (let i = 0; i < result.length; i++) {
      const item: unknown = result[i];
      if (typeof item === 'string') {
        if (item.startsWith(PREFIX)) found.push({ holder: result, key: i, sealed: parse(item) });
      } else findProtected(item, found);
    }
    if (found.length === 0) return items;
    const subjects = new Set<string>();
    for (const { sealed } of found) subjects.add(sealed.subjectId);
    const keys = await this.keys.load(db, [...subjects]);
    if (found.length >= ON_THREAD_FROM) {
      await this.openOnThread(found, keys);
    } else {
      for (const { holder, key, sealed } of found)
        (holder as Record<string, unknown>)[key] = this.openSealed(sealed, keys);
    }
    return result;
  }

  /** Opens a large batch on the second thread; values whose key is erased are masked here. */
  private async openOnThread(found: Protected[], keys: Map<string, Buffer | null>): Promise<void> {
    const batch: OpeningBatch = { keys: [], keyOf: [], subjects: [], packed: [] };
    const keyIndex = new Map<string, number>();
    const opened: Protected[] = [];
    for (const entry of found) {
      const { kind, subjectId, packed } = entry.sealed;
      const key = keys.get(subjectId);
      if (!key) {
        (entry.holder as Record<string, unknown>)[entry.key] = kind === 's' ? MASKED_TEXT : null;
        continue;
      }
      let index = keyIndex.get(subjectId);
      if (index === undefined) {
        index = batch.keys.push(key) - 1;
        keyIndex.set(subjectId, index);
      }
      batch.keyOf.push(index);
      batch.subjects.push(subjectId);
      batch.packed.push(packed);
      opened.push(entry);
    }
    if (opened.length === 0) return;
    this.thread ??= new OpeningThread();
    const plain = await this.thread.open(batch);
    opened.forEach(({ holder, key, sealed }, i) => {
      (holder as Record<string, unknown>)[key] = sealed.kind === 's' ? plain[i] : JSON.parse(plain[i]);
    });
  }

  erase(tx: Queryable, subjectId: string): Promise<void> {
    return this.keys.erase(tx, subjectId);
  }

  private open(value: string, keys: Map<string, Buffer | null>): unknown {
    return this.openSealed(parse(value), keys);
  }

  private openSealed({ kind, subjectId, packed }: Sealed, keys: Map<string, Buffer | null>): unknown {
    const key = keys.get(subjectId);
    if (!key) return kind === 's' ? MASKED_TEXT : null;
    const raw = Buffer.from(packed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(subjectId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const body = decipher.update(raw.subarray(IV_BYTES + TAG_BYTES));
    // GCM is a stream mode: `update` gave every byte and `final` checks the tag (and throws if it is wrong).
    const rest = decipher.final();
    const plain = (rest.length > 0 ? Buffer.concat([body, rest]) : body).toString('utf8');
    return kind === 's' ? plain : JSON.parse(plain);
  }
}

/** A protected value's parts: `pd1:<kind>:<subject>:<base64(iv|tag|ciphertext)>`. */
interface Sealed {
  kind: string;
  subjectId: string;
  packed: string;
}

function parse(value: string): Sealed {
  const body = value.slice(PREFIX.length);
  const kind = body.slice(0, 1);
  const rest = body.slice(2);
  const split = rest.lastIndexOf(':');
  return { kind, subjectId: rest.slice(0, split), packed: rest.slice(split + 1) };
}

function collectSubjects(value: unknown, into: Set<string>, vault: PersonalDataVault): void {
  if (vault.isProtected(value)) into.add(parse(value).subjectId);
  else if (Array.isArray(value)) value.forEach((item) => collectSubjects(item, into, vault));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => collectSubjects(item, into, vault));
}

function mapProtected(value: unknown, vault: PersonalDataVault, open: (value: string) => unknown): unknown {
  if (vault.isProtected(value)) return open(value);
  if (Array.isArray(value)) return value.map((item) => mapProtected(item, vault, open));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapProtected(v, vault, open)]));
  }
  return value;
}

/** Where a protected value sits: the object or array holding it, its key or index there, and its parts. */
interface Protected {
  holder: object;
  key: string | number;
  sealed: Sealed;
}

function findProtected(value: unknown, into: Protected[]): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'string') {
        if (item.startsWith(PREFIX)) into.push({ holder: value, key: i, sealed: parse(item) });
      } else if (item !== null && typeof item === 'object') findProtected(item, into);
    }
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      const item = record[key];
      if (typeof item === 'string') {
        if (item.startsWith(PREFIX)) into.push({ holder: record, key, sealed: parse(item) });
      } else if (item !== null && typeof item === 'object') findProtected(item, into);
    }
  }
}
