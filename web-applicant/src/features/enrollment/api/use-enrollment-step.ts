import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRole } from '@portal/contracts';
import { api } from '@/lib/api-client';
import type { CourseApplication } from '../course-application';
import { courseApplicationQueryKey } from './get-course-application';

/**
 * A step of the enrollment wizard: each answers with the application as the dashboard reads it, which
 * replaces the cached one. A step that changes the fee (funding, hardship) resets the cached fee before
 * it resolves, so the next step never shows the old lines while the new ones load; the others only
 * mark it stale.
 */
export const useEnrollmentStep = <Input>(
  role: ApplicationRole,
  id: string,
  send: (input: Input) => Promise<CourseApplication>,
  changesFee = false,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (application) => {
      queryClient.setQueryData(courseApplicationQueryKey(role, id), application);
      const fee = { queryKey: ['fee', id] };
      return changesFee ? queryClient.resetQueries(fee) : void queryClient.invalidateQueries(fee);
    },
  });
};

export const postStep = (path: string, body: unknown) => api.post<CourseApplication>(path, body);
