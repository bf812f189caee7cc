import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Queryable, SealedFiles } from '@portal/event-store';
import { PersonalDataErasedError } from '@portal/event-store';
import { type BlobStore, readAll } from './blob-store';

/** A file ready to be sent: its type, a validator of its bytes, and the bytes as a stream. */
export interface FileDownload {
  contentType: string;
  etag: string;
  size: number;
  body: Readable;
}

const download = (plain: Buffer, contentType: string): FileDownload => ({
  contentType,
  // Of the plain bytes, so it is the same whichever store holds the file and however it was sealed.
  etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 32)}"`,
  size: plain.length,
  body: Readable.from([plain]),
});

/**
 * Files that are a person's data, kept in the blob store sealed with that person's key: what the
 * store (and every backup of it) holds is unreadable once the person is erased.
 */
export class PersonalFiles {
  constructor(
    readonly blobs: BlobStore,
    private readonly sealed: SealedFiles,
    private readonly db: Queryable,
  ) {}

  /** Seals and stores; a subject already erased gets nothing stored (PersonalDataErasedError). */
  async store(key: string, subjectId: string, plain: Buffer, contentType: string): Promise<FileDownload> {
    await this.blobs.put(key, await this.sealed.seal(this.db, subjectId, plain), contentType);
    return download(plain, contentType);
  }

  /** The file, or null when there is none or its person has been erased. */
  async read(key: string): Promise<FileDownload | null> {
    const blob = await this.blobs.get(key);
    if (!blob) return null;
    const plain = await this.sealed.open(this.db, await readAll(blob.body));
    return plain ? download(plain, blob.contentType) : null;
  }

  has(key: string): Promise<boolean> {
    return this.blobs.has(key);
  }

  remove(key: string): Promise<void> {
    return this.blobs.delete(key);
  }

  /** A file made from what the log says (a certificate), sent without being kept when its person is erased. */
  async keepIfPossible(key: string, subjectId: string, plain: Buffer, contentType: string): Promise<FileDownload> {
    try {
      return await this.store(key, subjectId, plain, contentType);
    } catch (error) {
      if (error instanceof PersonalDataErasedError) return download(plain, contentType);
      throw error;
    }
  }
}
