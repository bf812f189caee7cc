import { useMutation } from '@tanstack/react-query';
import type { GeneralInfo, GeneralInfoView } from '@portal/contracts';
import { api } from '@/lib/api-client';

type SaveGeneralInfoInput = { id: string | null; info: GeneralInfo };

/** Creates the record the first time, updates it by id afterwards. */
export const saveGeneralInfo = ({ id, info }: SaveGeneralInfoInput) =>
  id
    ? api.patch<GeneralInfoView>(`/users/general-info/${id}/`, info)
    : api.post<GeneralInfoView>('/users/general-info/', info);

export const useSaveGeneralInfo = () => useMutation({ mutationFn: saveGeneralInfo });
