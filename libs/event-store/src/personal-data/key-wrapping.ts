import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 32-byte key for one purpose, so that no two uses ever share a key (HKDF-SHA256, no salt). */
export function derivedKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
}

/** The key that wraps every person's data key and the derivation root: the one use of the master key. */
export function wrappingKeyOf(masterKey: Buffer): Buffer {
  if (masterKey.length !== 32) throw new RangeError('the personal-data master key must be 32 bytes');
  return derivedKey(masterKey, 'key-wrapping');
}

/** `iv | tag | ciphertext` under AES-256-GCM. */
export function wrapKey(wrappingKey: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey, iv);
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Throws when the tag does not hold: the wrapping key is not the one the key was wrapped under. */
export function unwrapKey(wrappingKey: Buffer, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey, wrapped.subarray(0, IV_BYTES));
  decipher.setAuthTag(wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** Whether the key opens a wrapped key, without throwing. */
export function opens(wrappingKey: Buffer, wrapped: Buffer): boolean {
  try {
    unwrapKey(wrappingKey, wrapped);
    return true;
  } catch {
    return false;
  }
}
