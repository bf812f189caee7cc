import type {
  ApplicationStatistics,
  SeasonOverview,
  DecisionPreview,
  SavedReviewFilter,
  SavedReviewFiltersResponse,
  StaffDecisionKind,
} from '@portal/contracts';
import type { Identifier } from 'react-admin';
import { type StaffDataProvider, httpClient, post } from '../dataProvider';

export type ReviewCriterion = { key: string; label: string; weight: number };
export type Review = {
  reviewer_id: string;
  reviewer_name: string;
  criteria: Array<ReviewCriterion & { score: number }>;
  weighted_score: number;
  notes: string;
  recorded_at: string;
};
export type Reviews = { criteria: ReviewCriterion[]; reviews: Review[]; reviewers: string[] };
export type ReviewSettings = { anonymised: boolean; anonymised_courses: string[]; identified_courses: string[] };
const get = <T>(path: string) => httpClient(path).then(({ json }) => json as T);
const put = <T>(path: string, body: unknown) =>
  httpClient(path, { method: 'PUT', body: JSON.stringify(body) }).then(({ json }) => json as T);

/** The staff commands and reads of review: the decision outbox, scores, settings, statistics. */
export const reviewApi = {
  previewDecisions: (
    ids: Identifier[],
    decision: StaffDecisionKind,
    acceptingOfferEndDate?: string,
  ): Promise<DecisionPreview> =>
    post('/api/admin/applications/decide/preview/', { ids, decision, accepting_offer_end_date: acceptingOfferEndDate }),
  getReviews: (id: Identifier) => get<Reviews>(`/api/admin/applications/${id}/reviews`),
  recordReview: (id: Identifier, scores: Record<string, number>, notes: string): Promise<Reviews> =>
    post(`/api/admin/applications/${id}/review/`, { scores, notes }),
  getReviewSettings: () => get<ReviewSettings>('/api/admin/review-settings'),
  setReviewAnonymity: (anonymised: boolean) => put<ReviewSettings>('/api/admin/review-settings', { anonymised }),
  getReviewCriteria: (course: string, role: string) =>
    get<{ criteria: ReviewCriterion[] }>(`/api/admin/review-criteria/${course}/${role}`),
  setReviewCriteria: (course: string, role: string, criteria: ReviewCriterion[]) =>
    put<{ criteria: ReviewCriterion[] }>(`/api/admin/review-criteria/${course}/${role}`, { criteria }),
  listReviewers: () => get<Array<{ id: string; name: string; assigned: number }>>('/api/admin/reviewers'),
  assignReviewers: (id: Identifier, reviewers: string[]): Promise<{ reviewers: string[] }> =>
    post(`/api/admin/applications/${id}/reviewers/`, { reviewers }),
  setCourseReviewAnonymity: (course: string, anonymised: boolean) =>
    put<ReviewSettings>('/api/admin/review-settings', { course, anonymised }),
  autoAssignReviewers: (course: string, perApplication: number): Promise<{ assigned: number }> =>
    post('/api/admin/review-assignments/', { course, per_application: perApplication }),
  getStatistics: () => get<ApplicationStatistics>('/api/admin/statistics'),
  getSeasonOverview: (seasonId?: string) =>
    get<SeasonOverview>(`/api/admin/season-overview/${seasonId === undefined ? '' : `?season_id=${seasonId}`}`),
  listSavedReviewFilters: () => get<SavedReviewFiltersResponse>('/api/admin/review-filters/'),
  saveReviewFilter: (name: string, filter: Record<string, unknown>): Promise<SavedReviewFilter> =>
    post('/api/admin/review-filters/', { name, filter }),
  deleteSavedReviewFilter: (id: string) =>
    httpClient(`/api/admin/review-filters/${id}/`, { method: 'DELETE' }).then(() => undefined),
};

/** The data provider as review's components use it. */
export type ReviewDataProvider = StaffDataProvider & typeof reviewApi;
