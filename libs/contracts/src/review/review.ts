import { z } from 'zod';
import { APPLICATION_ROLES } from '../applications/enumerations';

/** A reviewer scores each criterion from 1 (weak) to 5 (strong). */
export const MIN_REVIEW_SCORE = 1;
export const MAX_REVIEW_SCORE = 5;

/** `POST /api/admin/applications/{id}/review`: a score per criterion key, and notes. */
export const recordReviewSchema = z.object({
  scores: z.record(z.string().min(1).max(40), z.number().int().min(MIN_REVIEW_SCORE).max(MAX_REVIEW_SCORE)),
  notes: z.string().max(5000).default(''),
});

/** One thing reviewers score, and how much it counts. */
export const reviewCriterionSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'A key is lower-case letters, digits and underscores.'),
  label: z.string().trim().min(1).max(100),
  weight: z.number().positive().max(100),
});

/** `PUT /api/admin/review-criteria/{course}/{role}`: what reviewers score, and how much each counts. */
export const reviewCriteriaSchema = z.object({ criteria: z.array(reviewCriterionSchema).min(1).max(10) });

export const reviewRoleSchema = z.enum(APPLICATION_ROLES);

/** `PUT /api/admin/review-settings`: anonymised review for one course, or for the programme (`course` null). */
export const reviewAnonymitySchema = z.object({
  course: z.string().min(1).max(100).nullable().default(null),
  anonymised: z.boolean(),
});

/** `POST /api/admin/applications/{id}/reviewers`: staff accounts to add as the application's reviewers. */
export const assignReviewersSchema = z.object({
  reviewers: z.array(z.string().min(1).max(100)).min(1).max(20),
});

/** `POST /api/admin/review-assignments`: balance a course's undecided applications over the reviewers. */
export const autoAssignSchema = z.object({
  course: z.string().min(1).max(100),
  role: reviewRoleSchema.optional(),
  per_application: z.number().int().min(1).max(5).default(1),
});

/** `GET /api/admin/review-settings`: the programme-wide setting and each course's own. */
export const reviewSettingsViewSchema = z.object({
  anonymised: z.boolean(),
  anonymised_courses: z.array(z.string()),
  identified_courses: z.array(z.string()),
});

/** `GET /api/admin/review-criteria/{course}/{role}`: the admins' own criteria, else the defaults. */
export const reviewCriteriaViewSchema = z.object({
  criteria: z.array(z.object({ key: z.string(), label: z.string(), weight: z.number() })),
});

/** One reviewer's latest review of an application, each criterion with its score. */
export const reviewViewSchema = z.object({
  reviewer_id: z.string(),
  reviewer_name: z.string(),
  criteria: z.array(z.object({ key: z.string(), label: z.string(), weight: z.number(), score: z.number().int() })),
  weighted_score: z.number(),
  notes: z.string(),
  recorded_at: z.iso.datetime(),
});

/** `GET /api/admin/applications/{id}/reviews`: the criteria to score, every review, who is assigned. */
export const applicationReviewsSchema = reviewCriteriaViewSchema.extend({
  reviews: z.array(reviewViewSchema),
  reviewers: z.array(z.string()),
});

/** `GET /api/admin/reviewers`: reviewer accounts with how many applications each is assigned. */
export const reviewerLoadsSchema = z.array(z.object({ id: z.string(), name: z.string(), assigned: z.number().int() }));

/** `POST /api/admin/applications/{id}/reviewers`: everyone now assigned to the application. */
export const assignedReviewersSchema = z.object({ reviewers: z.array(z.string()) });

/** `POST /api/admin/review-assignments`: how many assignments were added. */
export const autoAssignedSchema = z.object({ assigned: z.number().int() });
