import { createHash } from 'node:crypto';
import type { RematchInput } from './types';

/**
 * What a rematch was computed from, as one hash: the pods and everyone enrolled with their matching
 * data, in a canonical order (staff's TA replacements are the request, not the log, so not in it).
 */
export function rematchFingerprint(input: RematchInput): string {
  const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));
  const pods = [...input.pods]
    .sort((a, b) => (a.podId < b.podId ? -1 : 1))
    .map((pod) => ({ ...pod, studentIds: [...pod.studentIds].sort() }));
  const canonical = JSON.stringify([pods, byId(input.students), byId(input.tas), input.podSize]);
  return createHash('sha256').update(canonical).digest('hex');
}
