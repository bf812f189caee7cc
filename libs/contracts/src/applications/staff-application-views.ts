import { z } from 'zod';
import { QUESTION_CATEGORIES } from '../catalog/course';
import {
  mentorApplicationRecordSchema,
  studentApplicationRecordSchema,
  taApplicationRecordSchema,
} from './application-records';
import { APPLICATION_ROLES, APPLICATION_STATUSES, SENIORITIES, type ApplicationRole } from './enumerations';

/**
 * Answers that point at the person rather than at their merit: where they live (a country narrows a
 * small cohort down to a few people) and a TA's video (their face and voice). Anonymised review
 * leaves them out of what a reviewer reads.
 */
export const IDENTIFYING_ANSWERS = ['residing_country_during_course', 'video_link'] as const;

/** One of the course's questions with the applicant's answer, resolved for staff to read. */
export const answeredQuestionSchema = z.object({
  question_id: z.number().int(),
  /** `unknown` for a question the course has removed since. */
  category: z.enum([...QUESTION_CATEGORIES, 'unknown']),
  question: z.string(),
  answer: z.string(),
  /** The chosen answer's rating; null when the choice no longer exists. */
  rating: z.number().nullable(),
});

const staffFields = {
  applicant: z.object({
    id: z.string(),
    /** `Anonymised applicant` in anonymised review, with an empty last name and no email. */
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
  }),
  answered_questions: z.array(answeredQuestionSchema),
  /** Whether the caller reads it in anonymised review (the identifying answers are then absent). */
  anonymised: z.boolean(),
};

/** A role's record as staff read it: the identifying answers optional, the staff fields added. */
const staffRecordOf = <Shape extends z.ZodRawShape>(record: z.ZodObject<Shape>, role: z.ZodLiteral<ApplicationRole>) =>
  record.extend({
    ...Object.fromEntries(
      IDENTIFYING_ANSWERS.filter((field) => field in record.shape).map((field) => [
        field,
        (record.shape[field] as z.ZodType).optional(),
      ]),
    ),
    ...staffFields,
    role,
  });

/**
 * `GET /api/admin/applications/{id}/`: the application as its applicant's dashboard reads it (the
 * same record), with who applied, the answers to the course's questions, and `role`.
 */
export const staffApplicationRecordSchema = z.discriminatedUnion('application_type', [
  staffRecordOf(studentApplicationRecordSchema, z.literal('student')),
  staffRecordOf(taApplicationRecordSchema, z.literal('ta')),
  staffRecordOf(mentorApplicationRecordSchema, z.literal('mentor')),
]);
export type StaffApplicationRecord = z.infer<typeof staffApplicationRecordSchema>;

/** A row of `GET /api/admin/applications/`; in anonymised review the name, email and country are masked. */
export const staffApplicationRowSchema = z.object({
  id: z.string(),
  course: z.string(),
  course_name: z.string(),
  role: z.enum(APPLICATION_ROLES),
  status: z.enum(APPLICATION_STATUSES),
  seniority: z.enum(SENIORITIES).nullable(),
  country: z.string().nullable(),
  wants_to_enroll: z.boolean(),
  /** The applicant's user id. */
  applicant: z.string(),
  applicant_name: z.string(),
  email: z.string(),
  application_date: z.iso.datetime(),
  modified: z.iso.datetime(),
  /** The mean of the reviews' weighted scores and their spread, to 2 decimals; null before any review. */
  review_average: z.number().nullable(),
  review_spread: z.number().nullable(),
  review_count: z.number().int(),
  /** Whether the caller has reviewed it (their queue's "next unreviewed" skips these). */
  reviewed_by_me: z.boolean(),
  reviewer_ids: z.array(z.string()),
});
export type StaffApplicationRow = z.infer<typeof staffApplicationRowSchema>;

/** A field an event set or changed, by the label the staff read it under, its value in words. */
export const historyFieldSchema = z.object({ label: z.string(), value: z.string() });
export type HistoryField = z.infer<typeof historyFieldSchema>;

/** The labels of the financial texts in the history: the applicant's circumstances, which only admins receive. */
export const FINANCIAL_TEXT_LABELS = {
  FundingAnswered: 'Funding explanation',
  HardshipAnswered: 'Hardship explanation',
  FeeWaived: 'Reason for the waiver',
  FeeWaiverRequested: 'Reason for the waiver',
  FeeWaiverRefused: 'Why it was refused',
  HardshipReductionRefused: 'Why it was refused',
} as const;

/**
 * One event of `GET /api/admin/applications/{id}/history/` as a person reads it: who did what, when,
 * and the fields it set under the form's labels. What the caller may not read is left out by the
 * server (in anonymised review the applicant's user id and identifying answers, for reviewers the
 * financial texts); the raw events are the audit log's (`/api/admin/events`).
 */
export const applicationHistoryEntrySchema = z.object({
  id: z.string(),
  /** From 1, in the order the events were recorded (the application's and its reviews'). */
  position: z.number().int(),
  /** The event's type, a key for programs; people read `sentence`. */
  type: z.string(),
  /** The acting user's id, `system`, or `applicant` for the applicant in anonymised review. */
  actor: z.string(),
  /** A staff member's name, "API token '<name>'", the applicant (by name unless anonymised), or "the system". */
  actor_name: z.string(),
  recorded_at: z.iso.datetime(),
  /** What happened, with no id in it ("Made an offer, open until 15 Dec 2026"). */
  sentence: z.string(),
  /** The fields the event set or changed, in the form's order. */
  fields: z.array(historyFieldSchema),
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

const refusal = z.object({ code: z.string(), detail: z.string() });

/** `POST /api/admin/applications/decide/`: one outcome per application, in the order of `ids`. */
export const bulkDecisionResultsSchema = z.object({
  results: z.array(
    z.discriminatedUnion('ok', [
      z.object({ id: z.string(), ok: z.literal(true) }),
      z.object({ id: z.string(), ok: z.literal(false), error: refusal }),
    ]),
  ),
});

/** `POST /api/admin/applications/decide/preview/`: what confirming would do to each application. */
export const decisionPreviewSchema = z.object({
  results: z.array(
    z.discriminatedUnion('outcome', [
      z.object({
        id: z.string(),
        outcome: z.literal('email'),
        applicant_name: z.string(),
        email: z.object({ to: z.string(), subject: z.string(), text: z.string() }),
      }),
      z.object({ id: z.string(), outcome: z.literal('unchanged'), applicant_name: z.string() }),
      z.object({ id: z.string(), outcome: z.literal('refused'), applicant_name: z.string(), error: refusal }),
    ]),
  ),
});
export type DecisionPreview = z.infer<typeof decisionPreviewSchema>;
