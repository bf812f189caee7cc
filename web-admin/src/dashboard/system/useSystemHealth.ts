import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { staffRead } from '../../staffQuery';
import { fetchSystemHealth, type SystemHealth } from './systemHealth';

type SystemHealthState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; health: SystemHealth };

const SYSTEM_HEALTH_KEY = ['staff', 'system-health'] as const;

export const useSystemHealth = () => {
  const queryClient = useQueryClient();
  // TanStack aborts the request (its signal) when the card unmounts or a new check replaces it.
  const { data, error, isPending } = useQuery({
    queryKey: SYSTEM_HEALTH_KEY,
    queryFn: ({ signal }) => fetchSystemHealth(signal),
    ...staffRead,
  });
  // A reset, not a refetch: the card shows it is loading again rather than the previous answer.
  const checkAgain = useCallback(() => {
    void queryClient.resetQueries({ queryKey: SYSTEM_HEALTH_KEY });
  }, [queryClient]);
  const result: SystemHealthState = isPending
    ? { state: 'loading' }
    : error
      ? { state: 'error', message: error.message }
      : { state: 'loaded', health: data };
  return { ...result, checkAgain };
};
