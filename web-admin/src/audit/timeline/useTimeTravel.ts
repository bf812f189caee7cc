import { useEffect, useState } from 'react';
import type { AsOfKind } from '../auditPaths';
import { type StateChange, stateChanges } from './stateChanges';
import { type TimelineEntry, timelineApi } from './timelineApi';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; value: T };

const failed = (error: unknown) => ({
  state: 'error' as const,
  message: error instanceof Error ? error.message : String(error),
});

/** The record's events, read again when `version` changes (after a decision on the page). */
export function useTimeline(kind: AsOfKind, id: string, version: unknown): Loaded<TimelineEntry[]> {
  const [result, setResult] = useState<{ key: string; loaded: Loaded<TimelineEntry[]> } | null>(null);
  const key = `${kind}/${id}/${String(version)}`;
  useEffect(() => {
    let current = true;
    timelineApi.timeline(kind, id).then(
      ({ events }) => current && setResult({ key, loaded: { state: 'loaded', value: events } }),
      (error: unknown) => current && setResult({ key, loaded: failed(error) }),
    );
    return () => {
      current = false;
    };
  }, [kind, id, key]);
  return result?.key === key ? result.loaded : { state: 'loading' };
}

/** The record as it stood at `at` and what changed between then and `latest` (its newest event). */
export function useStateThen(
  kind: AsOfKind,
  id: string,
  at: string | null,
  latest: string | null,
): Loaded<{ then: unknown; changes: StateChange[] }> {
  type Result = Loaded<{ then: unknown; changes: StateChange[] }>;
  const [result, setResult] = useState<{ key: string; loaded: Result } | null>(null);
  const key = `${kind}/${id}/${at}/${latest}`;
  useEffect(() => {
    if (!at || !latest) return;
    let current = true;
    Promise.all([timelineApi.stateAt(kind, id, at), timelineApi.stateAt(kind, id, latest)]).then(
      ([then, now]) =>
        current && setResult({ key, loaded: { state: 'loaded', value: { then, changes: stateChanges(then, now) } } }),
      (error: unknown) => current && setResult({ key, loaded: failed(error) }),
    );
    return () => {
      current = false;
    };
  }, [kind, id, at, latest, key]);
  return result?.key === key ? result.loaded : { state: 'loading' };
}
