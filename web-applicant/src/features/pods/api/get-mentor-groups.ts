import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorGroupView } from '@portal/contracts';
import { api } from '@/lib/api-client';

/** A mentor's project groups in their course (the mentor round): pod, project time, students, TA. */
export const getMentorGroups = (applicationId: string, signal?: AbortSignal) =>
  api.get<MentorGroupView[]>(`/courses/mentor-applications/${encodeURIComponent(applicationId)}/groups/`, { signal });

export const getMentorGroupsQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: ['mentor-groups', applicationId],
    queryFn: ({ signal }) => getMentorGroups(applicationId, signal),
  });

export const useMentorGroups = (applicationId: string) => useQuery(getMentorGroupsQueryOptions(applicationId));
