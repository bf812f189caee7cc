import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateView } from '@portal/contracts';
import { api } from '@/lib/api-client';

/** The caller's certificates, newest first (a handful: not paged). */
export const getCertificates = (signal?: AbortSignal) => api.get<CertificateView[]>('/users/certificates/', { signal });

export const getCertificatesQueryOptions = () =>
  queryOptions({ queryKey: ['certificates', 'mine'], queryFn: ({ signal }) => getCertificates(signal) });

export const useCertificates = () => useQuery(getCertificatesQueryOptions());
