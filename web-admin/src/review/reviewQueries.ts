import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import { messageOf, staffRead } from '../staffQuery';
import type { ReviewDataProvider, Reviews, ReviewSettings } from './reviewApi';

/** Query keys of review's reads: one place, so a change can refresh exactly what it touched. */
export const reviewKeys = {
  reviews: (id: Identifier) => ['staff', 'reviews', String(id)] as const,
  settings: ['staff', 'review-settings'] as const,
  reviewers: ['staff', 'reviewers'] as const,
  criteria: (course: string, role: string) => ['staff', 'review-criteria', course, role] as const,
  savedFilters: ['staff', 'saved-review-filters'] as const,
};

/** The application's criteria, reviews so far and assigned reviewers. */
export function useReviews(id: Identifier | undefined) {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  return useQuery({
    queryKey: reviewKeys.reviews(id ?? ''),
    queryFn: () => dataProvider.getReviews(id as Identifier),
    enabled: id !== undefined && id !== '',
    ...staffRead,
  });
}

/** Keeps an answer that carries the application's reviews as the cached read, with no second request. */
export function useStoreReviews(id: Identifier) {
  const queryClient = useQueryClient();
  return (reviews: Reviews) => queryClient.setQueryData(reviewKeys.reviews(id), reviews);
}

/**
 * The programme's and courses' anonymised-review settings, and the switch that changes one of them
 * (the programme's, or a course's when `course` is given); the answer replaces the cached settings.
 */
export function useReviewSettings() {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({
    queryKey: reviewKeys.settings,
    queryFn: () => dataProvider.getReviewSettings(),
    ...staffRead,
  });
  const change = useMutation({
    mutationFn: ({ course, anonymised }: { course?: string; anonymised: boolean }) =>
      course === undefined
        ? dataProvider.setReviewAnonymity(anonymised)
        : dataProvider.setCourseReviewAnonymity(course, anonymised),
    onSuccess: (settings: ReviewSettings) => queryClient.setQueryData(reviewKeys.settings, settings),
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  return { ...query, change: change.mutate };
}
