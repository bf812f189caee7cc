import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@portal/contracts';
import { DomainError } from '@portal/domain';
import type { PersonalFiles } from '@portal/platform';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);
/** Stored names are ours (uuid + extension), never the uploader's. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png)$/;

/** Where a profile image is kept in the blob store. */
export const profileImageKey = (name: string) => `profile-images/${name}`;

/**
 * Keeps an uploaded profile picture, sealed with its person's key, if its bytes are a JPEG or PNG,
 * whatever its name says (an HTML page renamed .jpg is refused). Returns the stored name.
 */
export async function storeProfileImage(files: PersonalFiles, userId: string, bytes: Buffer): Promise<string> {
  // file-type is ESM-only; this import stays dynamic in the CommonJS build.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && ACCEPTED.get(type.mime);
  if (!extension) throw new DomainError('invalid', MESSAGES.profileImageType, 'profile_image');
  const name = `${randomUUID()}.${extension}`;
  await files.store(profileImageKey(name), userId, bytes, type.mime);
  return name;
}
