import { useQuery } from '@tanstack/react-query';
import { staffRead } from '../../staffQuery';
import type { AsOfKind, TimelineEntry } from '@portal/contracts';
import { type StateChange, stateChanges } from './stateChanges';
import { timelineApi } from './timelineApi';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; value: T };

/** A query's answer as the timeline shows it: each new key (record, moment, version) starts as loading. */
function loadedOf<T>(query: { data: T | undefined; error: Error | null }): Loaded<T> {
  if (query.error) return { state: 'error', message: query.error.message };
  return query.data === undefined ? { state: 'loading' } : { state: 'loaded', value: query.data };
}

/** The record's events, read again when `version` changes (after a decision on the page). */
export function useTimeline(kind: AsOfKind, id: string, version: unknown): Loaded<TimelineEntry[]> {
  return loadedOf(
    useQuery({
      queryKey: ['staff', 'timeline', kind, id, String(version)],
      queryFn: () => timelineApi.timeline(kind, id).then(({ events }) => events),
      ...staffRead,
    }),
  );
}

/** The record as it stood at `at` and what changed between then and `latest` (its newest event). */
export function useStateThen(
  kind: AsOfKind,
  id: string,
  at: string | null,
  latest: string | null,
): Loaded<{ then: unknown; changes: StateChange[] }> {
  return loadedOf(
    useQuery({
      queryKey: ['staff', 'state-then', kind, id, at, latest],
      queryFn: async () => {
        const [then, now] = await Promise.all([
          timelineApi.stateAt(kind, id, at as string),
          timelineApi.stateAt(kind, id, latest as string),
        ]);
        return { then, changes: stateChanges(then, now) };
      },
      enabled: Boolean(at && latest),
      ...staffRead,
    }),
  );
}
