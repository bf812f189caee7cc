import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrcidEducationRecordView } from '@portal/contracts';
import { api } from '@/lib/api-client';

const orcidRecordsQueryKey = ['orcid-education'];

/** The certificates already on the caller's ORCID record, as `{cert_id, record_id}`. */
export const getOrcidRecords = (signal?: AbortSignal) =>
  api.get<OrcidEducationRecordView[]>('/social/orcid/education/', { signal });

export const getOrcidRecordsQueryOptions = () =>
  queryOptions({ queryKey: orcidRecordsQueryKey, queryFn: ({ signal }) => getOrcidRecords(signal) });

export const useOrcidRecords = () => useQuery(getOrcidRecordsQueryOptions());

type Answer = { detail: string };

export const publishToOrcid = (certId: string) =>
  api.post<OrcidEducationRecordView & Answer>('/social/orcid/education/', { cert_id: certId });

export const removeFromOrcid = (recordId: string) =>
  api.delete<{ record_id: string } & Answer>('/social/orcid/education/', { body: { record_id: recordId } });

/** Publishing and removing each read the records again, so the button shows what ORCID now holds. */
const useOrcidMutation = <T>(mutationFn: (id: string) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orcidRecordsQueryKey }),
  });
};

export const usePublishToOrcid = () => useOrcidMutation(publishToOrcid);
export const useRemoveFromOrcid = () => useOrcidMutation(removeFromOrcid);
