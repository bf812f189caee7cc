import { useCallback, useEffect, useState } from 'react';
import { fetchSystemHealth, type SystemHealth } from './systemHealth';

type SystemHealthState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; health: SystemHealth };

export const useSystemHealth = () => {
  const [result, setResult] = useState<SystemHealthState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Aborting on unmount or on a new attempt keeps a late answer from overwriting a newer one.
    const controller = new AbortController();
    fetchSystemHealth(controller.signal).then(
      (health) => setResult({ state: 'loaded', health }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  // Loading is set here, not in the effect, so a new attempt renders once rather than cascading.
  const checkAgain = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...result, checkAgain };
};
