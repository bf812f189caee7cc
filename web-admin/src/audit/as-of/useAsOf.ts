import { useQuery } from '@tanstack/react-query';
import { messageOf, staffRead } from '../../staffQuery';
import type { AsOfKind, AsOfView } from '@portal/contracts';
import { staffRequest } from '../staffRequest';

export type AsOfRequest = { kind: AsOfKind; id: string; at: string };

type AsOfState =
  { state: 'idle' } | { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; view: AsOfView };

/**
 * The thing folded from the log up to the moment asked for; read again whenever the request changes.
 * The query key is the request, so a late answer for an earlier moment never replaces the newer one.
 */
export const useAsOf = (request: AsOfRequest | null): AsOfState => {
  const { data, error } = useQuery({
    queryKey: ['staff', 'as-of', request?.kind, request?.id, request?.at],
    queryFn: () =>
      staffRequest<AsOfView>(
        `/api/admin/as-of/${request?.kind}/${encodeURIComponent(request?.id ?? '')}?at=${encodeURIComponent(request?.at ?? '')}`,
      ),
    enabled: request !== null,
    ...staffRead,
  });
  if (!request) return { state: 'idle' };
  if (error) return { state: 'error', message: messageOf(error) };
  return data ? { state: 'loaded', view: data } : { state: 'loading' };
};
