import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mediaFilesQueryKey } from './get-media-files';

/** `POST /api/media_files/verify_password/`: answers `{detail, course}` for the course it opened. */
export const verifyContentPassword = (input: { password: string }) =>
  api.post<{ detail: string; course: string }>('/media_files/verify_password/', input);

export const useVerifyContentPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyContentPassword,
    onSuccess: () => queryClient.removeQueries({ queryKey: mediaFilesQueryKey }),
  });
};
