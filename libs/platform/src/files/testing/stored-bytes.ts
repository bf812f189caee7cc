import type { Readable } from 'node:stream';
import { readAll } from '../blob-store';

/** The whole of a file read back from a store; fails the test when nothing is stored under its key. */
export async function storedBytes(file: { body: Readable } | null): Promise<Buffer> {
  if (!file) throw new Error('no file stored under that key');
  return readAll(file.body);
}
