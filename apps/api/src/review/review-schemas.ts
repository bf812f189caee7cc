import { APPLICATION_ROLES } from '@portal/contracts';
import { MAX_SCORE, MIN_SCORE } from '@portal/domain';
import { z } from 'zod';

/** `POST /api/admin/applications/{id}/review`: a score per criterion key, and notes. */
export const recordReviewSchema = z.object({
  scores: z.record(z.string().min(1).max(40), z.number().int().min(MIN_SCORE).max(MAX_SCORE)),
  notes: z.string().max(5000).default(''),
});

/** `PUT /api/admin/review-criteria/{course}/{role}`: what reviewers score, and how much each counts. */
export const reviewCriteriaSchema = z.object({
  criteria: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'A key is lower-case letters, digits and underscores.'),
        label: z.string().trim().min(1).max(100),
        weight: z.number().positive().max(100),
      }),
    )
    .min(1)
    .max(10),
});

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
