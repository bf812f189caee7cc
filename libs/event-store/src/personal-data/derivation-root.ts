import type { Queryable } from '../database/database';
import { opens, unwrapKey, wrappingKeyOf } from './key-wrapping';

/**
 * The secret the stable keys (blind index, emailed links, the demo stand-ins) are derived from. It
 * must not change when the master key does: blind indexes sit in events and in stream ids, which
 * are never edited. A store never rotated has no row and its root is the master key itself; the
 * first rotation stores that root, wrapped under the new master key, in the table's one row.
 */
export const DERIVATION_ROOT_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: 'event-store-008-derivation-root',
    sql: `
      CREATE TABLE personal_data_derivation_root (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        wrapped_root bytea NOT NULL,
        rotated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];

export class WrongMasterKeyError extends Error {
  readonly code = 'wrong_master_key';
  constructor(detail: string) {
    super(`The personal-data master key does not open this database: ${detail}`);
  }
}

/** The root as stored, or null on a store never rotated. */
async function readWrappedRoot(db: Queryable): Promise<Buffer | null> {
  const { rows } = await db.query<{ wrapped_root: Buffer | Uint8Array }>(
    'SELECT wrapped_root FROM personal_data_derivation_root',
  );
  return rows[0] ? Buffer.from(rows[0].wrapped_root) : null;
}

/**
 * The derivation root under this master key, or WrongMasterKeyError. A store never rotated has no
 * root row to check the key against, so one person's key is: a wrong key must fail here, at start,
 * not later as data that cannot be read and keys wrapped under two different masters.
 */
export async function openDerivationRoot(db: Queryable, masterKey: Buffer): Promise<Buffer> {
  const wrappingKey = wrappingKeyOf(masterKey);
  const wrappedRoot = await readWrappedRoot(db);
  if (wrappedRoot) {
    if (!opens(wrappingKey, wrappedRoot))
      throw new WrongMasterKeyError('it is not the key the store was last rotated to');
    return unwrapKey(wrappingKey, wrappedRoot);
  }
  const { rows } = await db.query<{ wrapped_key: Buffer | Uint8Array }>(
    'SELECT wrapped_key FROM personal_data_keys WHERE wrapped_key IS NOT NULL LIMIT 1',
  );
  if (rows[0] && !opens(wrappingKey, Buffer.from(rows[0].wrapped_key)))
    throw new WrongMasterKeyError("it does not open the people's data keys");
  return masterKey;
}

/** Whether a rotation to this key has committed: only a rotation writes the root row. */
export async function isRotatedTo(db: Queryable, masterKey: Buffer): Promise<boolean> {
  const wrappedRoot = await readWrappedRoot(db);
  return wrappedRoot !== null && opens(wrappingKeyOf(masterKey), wrappedRoot);
}
