import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf, staffRead } from '../staffQuery';

/** Query keys of a course's matching screen: the proposal, the mentor round, the rematch, the runs. */
export const matchingKeys = {
  proposal: (course: string) => ['staff', 'matching', course] as const,
  mentorRound: (course: string) => ['staff', 'mentor-round', course] as const,
  rematch: (course: string) => ['staff', 'rematch', course] as const,
  proposals: (course: string, latest: string) => ['staff', 'matching-proposals', course, latest] as const,
};

/**
 * One read of the matching screen (undefined while it loads, null when there is none yet), a setter
 * that keeps a command's answer as the read, and the read's refusal as text.
 */
export function useCourseRead<T>(queryKey: readonly unknown[], read: () => Promise<T | null>) {
  const queryClient = useQueryClient();
  const { data, error } = useQuery({ queryKey, queryFn: read, ...staffRead });
  const store = (value: T | null) => queryClient.setQueryData(queryKey, value);
  return { data, store, readRefusal: error ? messageOf(error) : null };
}
