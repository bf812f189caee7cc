import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationSummary, Page } from '@portal/contracts';
import { api } from '@/lib/api-client';
import { apiKindOf } from '../application-roles';
import { getApplicationsQueryOptions } from './get-applications';

export const withdrawApplication = ({ application_type, id }: ApplicationSummary) =>
  api.delete(`/courses/${apiKindOf(application_type)}/${id}/`);

/** Removes the row at once on success; the courses' eligibility changes too, so they are reloaded. */
export const useWithdrawApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (_nothing, withdrawn) => {
      queryClient.setQueryData(
        getApplicationsQueryOptions().queryKey,
        (page?: Page<ApplicationSummary>) =>
          page && { ...page, count: page.count - 1, results: page.results.filter((row) => row.id !== withdrawn.id) },
      );
      void queryClient.invalidateQueries({ queryKey: ['courses'] });
    },
  });
};
