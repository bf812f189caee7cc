import { useEffect, useState } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import type { HistoryEntry, StaffDataProvider } from '../dataProvider';

type HistoryState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; events: HistoryEntry[] };

/** The application stream's events, read again whenever the record changes (after a decision). */
export const useApplicationHistory = (id: Identifier, version: unknown): HistoryState => {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [history, setHistory] = useState<HistoryState>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    dataProvider.getHistory(id).then(
      (events) => current && setHistory({ state: 'loaded', events }),
      (error: unknown) =>
        current && setHistory({ state: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    // A late answer for an earlier record must not replace the newer one.
    return () => {
      current = false;
    };
  }, [dataProvider, id, version]);
  return history;
};
