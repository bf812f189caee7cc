import { type ApplicationRole, MAX_REVIEW_SCORE, MIN_REVIEW_SCORE } from '@portal/contracts';

/** One thing reviewers score, from 1 (weak) to 5 (strong), and how much it counts. */
export interface ReviewCriterion {
  key: string;
  label: string;
  weight: number;
}

export const MIN_SCORE = MIN_REVIEW_SCORE;
export const MAX_SCORE = MAX_REVIEW_SCORE;

/**
 * What reviewers score when an admin set nothing for the course and role: what the programme asks
 * of each role (motivation and background for students, teaching and skills for TAs, research
 * and project ideas for mentors).
 */
export const DEFAULT_REVIEW_CRITERIA: Readonly<Record<ApplicationRole, ReadonlyArray<ReviewCriterion>>> = {
  student: [
    { key: 'motivation', label: 'Motivation', weight: 2 },
    { key: 'background', label: 'Background', weight: 1 },
    { key: 'course_fit', label: 'Fit for the course', weight: 1 },
  ],
  ta: [
    { key: 'teaching', label: 'Teaching experience', weight: 2 },
    { key: 'technical', label: 'Technical skills', weight: 2 },
    { key: 'availability', label: 'Availability', weight: 1 },
  ],
  mentor: [
    { key: 'research', label: 'Research experience', weight: 1 },
    { key: 'project_ideas', label: 'Project ideas', weight: 1 },
  ],
};

/** Σ weight × score / Σ weight, rounded to two decimals: the score a review gives overall. */
export function weightedScore(criteria: ReadonlyArray<ReviewCriterion>, scores: Readonly<Record<string, number>>) {
  const total = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const weighted = criteria.reduce((sum, criterion) => sum + criterion.weight * (scores[criterion.key] ?? 0), 0);
  return Math.round((weighted / total) * 100) / 100;
}
