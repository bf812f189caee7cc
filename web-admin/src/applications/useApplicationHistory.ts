import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Identifier, useDataProvider } from 'react-admin';
import type { ApplicationHistoryEntry } from '@portal/contracts';
import type { StaffDataProvider } from '../dataProvider';
import { staffRead } from '../staffQuery';

type HistoryState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; events: ApplicationHistoryEntry[] };

/**
 * The application stream's events, read again whenever the record changes (after a decision): the
 * record's `version` is part of the query key, and the events already shown stay until the new ones come.
 */
export const useApplicationHistory = (id: Identifier, version: unknown): HistoryState => {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['staff', 'application-history', String(id), String(version)],
    queryFn: () => dataProvider.getHistory(id),
    placeholderData: keepPreviousData,
    ...staffRead,
  });
  if (error) return { state: 'error', message: error.message };
  return data ? { state: 'loaded', events: data } : { state: 'loading' };
};
