import type { Database } from '../database/database';
import { WrongMasterKeyError, openDerivationRoot } from './derivation-root';
import { opens, unwrapKey, wrapKey, wrappingKeyOf } from './key-wrapping';

/** Rows re-wrapped per round trip: bounded memory on a store of any size, still one transaction. */
const PAGE_ROWS = 1000;

export interface Rotation {
  rewrappedKeys: number;
}

/**
 * Re-wraps every person's data key and the derivation root under the new master key, in one
 * transaction: a key that does not open every row changes nothing, and a crash leaves the store
 * wholly under one key or the other. The root stays the same, so blind indexes and emailed links
 * made before still match. Every process must be stopped: one still running would wrap new keys
 * under the old master key.
 */
export async function rotateMasterKey(db: Database, oldKey: Buffer, newKey: Buffer): Promise<Rotation> {
  if (oldKey.equals(newKey)) throw new RangeError('the new master key is the current one');
  const oldWrapping = wrappingKeyOf(oldKey);
  const newWrapping = wrappingKeyOf(newKey);
  return db.transaction(async (tx) => {
    // Holds off a process that should not be running from adding a key the loop below would miss.
    await tx.query('LOCK TABLE personal_data_keys, personal_data_derivation_root IN EXCLUSIVE MODE');
    const root = await openDerivationRoot(tx, oldKey);
    let rewrappedKeys = 0;
    let after = '';
    for (;;) {
      const { rows } = await tx.query<{ subject_id: string; wrapped_key: Buffer | Uint8Array }>(
        `SELECT subject_id, wrapped_key FROM personal_data_keys
          WHERE wrapped_key IS NOT NULL AND subject_id > $1 ORDER BY subject_id LIMIT ${PAGE_ROWS}`,
        [after],
      );
      if (rows.length === 0) break;
      const rewrapped = rows.map(({ subject_id, wrapped_key }) => {
        const wrapped = Buffer.from(wrapped_key);
        if (!opens(oldWrapping, wrapped)) throw new WrongMasterKeyError(`it does not open the key of ${subject_id}`);
        return wrapKey(newWrapping, unwrapKey(oldWrapping, wrapped));
      });
      await tx.query(
        // Hex text, which pg and PGlite both pass in an array as they are given it.
        `UPDATE personal_data_keys k SET wrapped_key = decode(r.wrapped_hex, 'hex')
           FROM unnest($1::text[], $2::text[]) AS r(subject_id, wrapped_hex) WHERE k.subject_id = r.subject_id`,
        [rows.map((row) => row.subject_id), rewrapped.map((key) => key.toString('hex'))],
      );
      rewrappedKeys += rows.length;
      after = rows[rows.length - 1].subject_id;
    }
    await tx.query(
      `INSERT INTO personal_data_derivation_root (only_row, wrapped_root) VALUES (true, $1)
       ON CONFLICT (only_row) DO UPDATE SET wrapped_root = EXCLUDED.wrapped_root, rotated_at = now()`,
      [wrapKey(newWrapping, root)],
    );
    return { rewrappedKeys };
  });
}
