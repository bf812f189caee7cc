import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptView } from '@portal/contracts';
import { api } from '@/lib/api-client';

/** The caller's payment receipts, newest first (a handful: not paged). */
export const getReceipts = (signal?: AbortSignal) => api.get<ReceiptView[]>('/payments/user-receipts/', { signal });

export const getReceiptsQueryOptions = () =>
  queryOptions({ queryKey: ['receipts'], queryFn: ({ signal }) => getReceipts(signal) });

export const useReceipts = () => useQuery(getReceiptsQueryOptions());
