import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCertificateView } from '@portal/contracts';
import { api } from '@/lib/api-client';

/** `GET /api/certificates/{id}/`: anyone with the link, no sign-in. */
export const getPublicCertificate = (id: string, signal?: AbortSignal) =>
  api.get<PublicCertificateView>(`/certificates/${encodeURIComponent(id)}/`, { signal });

export const getPublicCertificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['certificates', 'public', id],
    queryFn: ({ signal }) => getPublicCertificate(id, signal),
    // A missing certificate is answered at once (404: the page says so; else home, spec 2 §8): no second try.
    retry: false,
  });

export const usePublicCertificate = (id: string) => useQuery(getPublicCertificateQueryOptions(id));
