import { randomBytes } from 'node:crypto';
import type { Queryable } from '../database/database';
import { unwrapKey, wrapKey } from './key-wrapping';

/** Unwrapped keys are cached briefly; an erase in this process drops its entry at once. */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 50_000;

/** Per-person data keys, stored wrapped (AES-256-GCM) under a key derived from the master key. */
export class KeyRing {
  private readonly cache = new Map<string, { key: Buffer | null; until: number }>();

  constructor(private readonly wrappingKey: Buffer) {}

  /**
   * The subject's key, created on first use; null once erased. A key created here lives only in the
   * caller's transaction until it commits, so it is not cached: were the transaction rolled back (a
   * concurrency retry, a failed command group), a cached key would seal the retry's data with a key
   * that was never stored, and that data could never be read again.
   */
  async obtain(tx: Queryable, subjectId: string): Promise<Buffer | null> {
    const cached = this.fromCache(subjectId);
    if (cached !== undefined) return cached;
    await tx.query(
      'INSERT INTO personal_data_keys (subject_id, wrapped_key) VALUES ($1, $2) ON CONFLICT (subject_id) DO NOTHING',
      [subjectId, this.wrap(randomBytes(32))],
    );
    return (await this.load(tx, [subjectId])).get(subjectId) ?? null;
  }

  async load(db: Queryable, subjectIds: string[]): Promise<Map<string, Buffer | null>> {
    const found = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const id of subjectIds) {
      const cached = this.fromCache(id);
      if (cached === undefined) missing.push(id);
      else found.set(id, cached);
    }
    if (missing.length > 0) {
      const { rows } = await db.query<{
        subject_id: string;
        wrapped_key: Buffer | Uint8Array | null;
        uncommitted: boolean | null;
      }>(
        // `uncommitted`: the row was written by the reading transaction itself (its xmin is this
        // transaction's id), so it may yet roll back; only committed keys are cached.
        `SELECT subject_id, wrapped_key,
                xmin::text = (pg_current_xact_id_if_assigned()::text::bigint % 4294967296)::text AS uncommitted
           FROM personal_data_keys WHERE subject_id = ANY($1::text[])`,
        [missing],
      );
      for (const row of rows) {
        const key = row.wrapped_key ? this.unwrap(Buffer.from(row.wrapped_key)) : null;
        if (row.uncommitted !== true) this.remember(row.subject_id, key, Date.now() + CACHE_TTL_MS);
        found.set(row.subject_id, key);
      }
    }
    return found;
  }

  /**
   * A committed key row read along with other rows (a reservation's holder and their stream in one
   * query), cached as `load` would cache it, so decrypting that stream next costs no round trip.
   */
  rememberCommitted(subjectId: string, wrappedKey: Buffer | Uint8Array | null): void {
    const key = wrappedKey ? this.unwrap(Buffer.from(wrappedKey)) : null;
    this.remember(subjectId, key, Date.now() + CACHE_TTL_MS);
  }

  async erase(tx: Queryable, subjectId: string): Promise<void> {
    await tx.query(
      `INSERT INTO personal_data_keys (subject_id, wrapped_key, erased_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, erased_at = now()`,
      [subjectId],
    );
    this.remember(subjectId, null, Number.POSITIVE_INFINITY);
  }

  private remember(subjectId: string, key: Buffer | null, until: number): void {
    // Replay touches every person once; a bounded cache keeps that from holding every key in memory.
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
    this.cache.set(subjectId, { key, until });
  }

  private fromCache(subjectId: string): Buffer | null | undefined {
    const entry = this.cache.get(subjectId);
    if (!entry) return undefined;
    if (entry.until < Date.now()) {
      this.cache.delete(subjectId);
      return undefined;
    }
    return entry.key;
  }

  private wrap(key: Buffer): Buffer {
    return wrapKey(this.wrappingKey, key);
  }

  private unwrap(wrapped: Buffer): Buffer {
    return unwrapKey(this.wrappingKey, wrapped);
  }
}
