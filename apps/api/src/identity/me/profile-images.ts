import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MESSAGES } from '@portal/contracts';
import { DomainError } from '@portal/domain';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);
/** Stored names are ours (uuid + extension), never the uploader's. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png)$/;

export const profileImagesDir = (dataDir: string) => join(resolve(dataDir), 'uploads', 'profile-images');

/**
 * Keeps an uploaded profile picture if its bytes are a JPEG or PNG, whatever its name says (an HTML
 * page renamed .jpg is refused). Returns the stored name.
 */
export async function storeProfileImage(dataDir: string, bytes: Buffer): Promise<string> {
  // file-type is ESM-only; this import stays dynamic in the CommonJS build.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && ACCEPTED.get(type.mime);
  if (!extension) throw new DomainError('invalid', MESSAGES.profileImageType, 'profile_image');
  const name = `${randomUUID()}.${extension}`;
  const dir = profileImagesDir(dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), bytes, { flag: 'wx' });
  return name;
}
