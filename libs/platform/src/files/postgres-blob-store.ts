import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Queryable } from '@portal/event-store';
import type { BlobStore, StoredBlob } from './blob-store';

/** The blob table: in the same database as the log, so its backups and replicas carry the files too. */
export const BLOB_STORE_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: 'blob-store-001-blobs',
    sql: `
      CREATE TABLE blobs (
        key text PRIMARY KEY,
        content_type text NOT NULL,
        etag text NOT NULL,
        size integer NOT NULL,
        bytes bytea NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];

export const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/** The default blob store: one row per file (PGlite embedded, the same PostgreSQL in production). */
export class PostgresBlobStore implements BlobStore {
  readonly kind = 'postgres';
  constructor(private readonly db: Queryable) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.db.query(
      `INSERT INTO blobs (key, content_type, etag, size, bytes) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO UPDATE SET content_type = $2, etag = $3, size = $4, bytes = $5, stored_at = now()`,
      [key, contentType, etagOf(bytes), bytes.length, bytes],
    );
  }

  async get(key: string): Promise<StoredBlob | null> {
    const { rows } = await this.db.query<{ content_type: string; etag: string; bytes: Uint8Array }>(
      'SELECT content_type, etag, bytes FROM blobs WHERE key = $1',
      [key],
    );
    const row = rows.at(0);
    if (!row) return null;
    const bytes = Buffer.from(row.bytes);
    return { contentType: row.content_type, etag: row.etag, size: bytes.length, body: Readable.from([bytes]) };
  }

  async has(key: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM blobs WHERE key = $1', [key]);
    return rows.length > 0;
  }

  async delete(key: string): Promise<void> {
    await this.db.query('DELETE FROM blobs WHERE key = $1', [key]);
  }
}
