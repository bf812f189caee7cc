import { useEffect } from 'react';
import { useNotify } from 'react-admin';

/**
 * Options for the staff app's own reads through TanStack Query (react-admin's QueryClient): a refusal
 * is shown at once, not after three silent retries, and a read is not repeated on window focus, where
 * a fresh answer could replace what a form on the page started from.
 */
export const staffRead = { retry: false, refetchOnWindowFocus: false } as const;

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Shows a failed read as react-admin's notification, once per failure. */
export function useNotifyFailure(error: unknown) {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify(messageOf(error), { type: 'error' });
  }, [error, notify]);
}
