import type { WhatIfRunView } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { whatIfApi } from './whatIfApi';

const POLL_MS = 300;

export type RunState =
  | { state: 'idle' }
  | { state: 'polling'; run: WhatIfRunView }
  | { state: 'finished'; run: WhatIfRunView }
  | { state: 'error'; message: string };

/** Follows a run by id until it is done or failed, refreshing its progress as the replay goes. */
export function useWhatIfRun(id: string | null): RunState {
  // Kept with the id it is about, so a newly asked run never shows the previous one's result.
  const [result, setResult] = useState<{ id: string; state: RunState } | null>(null);
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () =>
      whatIfApi.run(id).then(
        (run) => {
          if (stopped) return;
          const finished = run.status !== 'running';
          setResult({ id, state: { state: finished ? 'finished' : 'polling', run } });
          if (!finished) timer = setTimeout(poll, POLL_MS);
        },
        (error: Error) => !stopped && setResult({ id, state: { state: 'error', message: error.message } }),
      );
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);
  return id && result?.id === id ? result.state : { state: 'idle' };
}
