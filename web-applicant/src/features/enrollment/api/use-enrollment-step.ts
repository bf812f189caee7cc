import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRole } from '@portal/contracts';
import { api } from '@/lib/api-client';
import type { CourseApplication } from '../course-application';
import { courseApplicationQueryKey } from './get-course-application';

/**
 * A step of the enrollment wizard: each answers with the application as the dashboard reads it, which
 * replaces the cached one; the fee is read again since funding and hardship change it.
 */
export const useEnrollmentStep = <Input>(
  role: ApplicationRole,
  id: string,
  send: (input: Input) => Promise<CourseApplication>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (application) => {
      queryClient.setQueryData(courseApplicationQueryKey(role, id), application);
      void queryClient.invalidateQueries({ queryKey: ['fee', id] });
    },
  });
};

export const postStep = (path: string, body: unknown) => api.post<CourseApplication>(path, body);
