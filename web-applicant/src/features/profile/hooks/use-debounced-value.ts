import { useEffect, useState } from 'react';

/** The spec's search-select debounce (spec 1 §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value`, once it has stopped changing for `delayMs`. */
export const useDebouncedValue = <T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
