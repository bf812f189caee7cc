import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@portal/contracts';
import { DomainError } from '@portal/domain';
import type { PersonalFiles } from '@portal/platform';
import { type ImageProblem, checkProfileImage } from './profile-image-check';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Stored names are ours (uuid + extension), never the uploader's. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png)$/;

/** Where a profile image is kept in the blob store. */
export const profileImageKey = (name: string) => `profile-images/${name}`;

const REFUSALS: Record<ImageProblem, { code: string; message: string }> = {
  type: { code: 'invalid', message: MESSAGES.profileImageType },
  unreadable: { code: 'invalid', message: MESSAGES.profileImageUnreadable },
  dimensions: { code: 'max_dimensions', message: MESSAGES.profileImageDimensions },
};

/**
 * Keeps an uploaded profile picture, sealed with its person's key, once it has been checked and
 * re-encoded (`checkProfileImage`); a refused upload stores nothing. Returns the stored name.
 */
export async function storeProfileImage(files: PersonalFiles, userId: string, upload: Buffer): Promise<string> {
  const check = await checkProfileImage(upload);
  if (!check.ok) {
    const refusal = REFUSALS[check.problem];
    throw new DomainError(refusal.code, refusal.message, 'profile_image');
  }
  const name = `${randomUUID()}.${check.image.extension}`;
  await files.store(profileImageKey(name), userId, check.image.bytes, check.image.mime);
  return name;
}
