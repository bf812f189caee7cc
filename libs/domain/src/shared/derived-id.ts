import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id that is a function of its parts (a name-based id, as UUID v5 is): a job that runs
 * twice, or a replay, arrives at the same certificate or attendance record instead of a second one.
 */
export function derivedId(namespace: string, ...parts: string[]): string {
  const hex = createHash('sha256')
    .update([namespace, ...parts].join('\u0000'))
    .digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
