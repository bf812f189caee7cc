import type { AsOfKind } from '@portal/contracts';
import { useBasename } from 'react-admin';

// Where the audit pages live in the staff app, so that links between them are built in one place.
// react-admin mounts under /admin: an absolute link needs its basename.

export function useAuditPaths() {
  const basename = useBasename();
  return {
    streamPath: (streamId: string) => `${basename}/streams/${encodeURIComponent(streamId)}/show`,
    asOfPath: (kind: AsOfKind, id: string, at?: string) =>
      `${basename}/as-of?${new URLSearchParams({ kind, id, ...(at ? { at } : {}) }).toString()}`,
    projectionsPath: () => `${basename}/projections`,
    personalDataPath: (userId: string) => `${basename}/personal-data?${new URLSearchParams({ id: userId }).toString()}`,
  };
}

/** The as-of view a stream's events can be seen in: an application's own, or a person's account. */
export function asOfTargetOf(streamId: string): { kind: AsOfKind; id: string } | null {
  const [, prefix, id] = /^(application|user|profile)-(.+)$/.exec(streamId) ?? [];
  if (!prefix) return null;
  return { kind: prefix === 'application' ? 'application' : 'user', id };
}
