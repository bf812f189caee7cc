import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once, when `ready` first holds. For pages that spend a single-use link or code on
 * arrival: StrictMode's second mount in development must not spend it again.
 */
export const useRunOnce = (effect: () => void, ready = true) => {
  const hasRun = useRef(false);
  useEffect(() => {
    if (!ready || hasRun.current) return;
    hasRun.current = true;
    effect();
  }, [effect, ready]);
};
