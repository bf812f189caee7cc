import type { Readable } from 'node:stream';

/** A stored file as it is read back: its bytes as a stream, and what a download's headers need. */
export interface StoredBlob {
  contentType: string;
  /** A strong validator of these exact bytes, quoted as the ETag header wants it. */
  etag: string;
  size: number;
  body: Readable;
}

/**
 * Where every stored file lives (docs/architecture.md §8.4), shared by all API and worker processes and
 * never one process's disk: a PostgreSQL table by default, S3-compatible object storage with `S3_*`.
 * Keys are paths such as `profile-images/<uuid>.jpg`; writing a key again replaces its file.
 */
export interface BlobStore {
  readonly kind: 'postgres' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredBlob | null>;
  has(key: string): Promise<boolean>;
  /** Removes the file; a key with no file is no error. */
  delete(key: string): Promise<void>;
}

/** The whole of a stored file's stream, for a file that must be read entire (to decrypt it). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
