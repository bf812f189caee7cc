import { useMutation } from '@tanstack/react-query';
import type { Demographic, DemographicView } from '@portal/contracts';
import { api } from '@/lib/api-client';

type SaveDemographicInput = { id: string | null; demographic: Demographic };

/** Creates the record the first time, updates it by id afterwards. */
export const saveDemographic = ({ id, demographic }: SaveDemographicInput) =>
  id
    ? api.patch<DemographicView>(`/users/demographic/${id}/`, demographic)
    : api.post<DemographicView>('/users/demographic/', demographic);

export const useSaveDemographic = () => useMutation({ mutationFn: saveDemographic });
