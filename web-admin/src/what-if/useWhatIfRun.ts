import type { WhatIfRunView } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffRead } from '../staffQuery';
import { whatIfApi } from './whatIfApi';

const POLL_MS = 300;

export type RunState =
  | { state: 'idle' }
  | { state: 'polling'; run: WhatIfRunView }
  | { state: 'finished'; run: WhatIfRunView }
  | { state: 'error'; message: string };

/** Follows a run by id until it is done or failed, refreshing its progress as the replay goes. */
export function useWhatIfRun(id: string | null): RunState {
  // Keyed by the run's id, so a newly asked run never shows the previous one's result.
  const { data: run, error } = useQuery({
    queryKey: ['staff', 'what-if-run', id],
    queryFn: () => whatIfApi.run(id as string),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    // Polled in a hidden tab too, as before: the run's end is what the page is waiting for.
    refetchIntervalInBackground: true,
    ...staffRead,
  });
  if (!id) return { state: 'idle' };
  if (error) return { state: 'error', message: error.message };
  if (!run) return { state: 'idle' };
  return { state: run.status === 'running' ? 'polling' : 'finished', run };
}
