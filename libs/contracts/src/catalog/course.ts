import { z } from 'zod';

export const QUESTION_CATEGORIES = ['course_spec_prog', 'course_spec_dom', 'technical_dom', 'general'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** The programme's base price in dollars when a course sets none (docs/architecture.md §5). */
export const DEFAULT_COURSE_PRICE = 2090;

const isoDate = z.iso.datetime({ offset: true });

export const answerChoiceSchema = z.object({
  id: z.number().int().positive().optional(),
  rating: z.number().int().min(0).max(10),
  answer_text: z.string().trim().min(1).max(500),
});

export const questionSchema = z.object({
  id: z.number().int().positive().optional(),
  category: z.enum(QUESTION_CATEGORIES),
  question_text: z.string().trim().min(1).max(2000),
  answer_choices: z.array(answerChoiceSchema).max(20).default([]),
});

export const dataSetSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9_-]+$/),
  name: z.string().trim().min(1).max(200),
});

/** Every date a course carries; each role has its own window (docs/architecture.md §5.2). */
export const courseDatesSchema = z.object({
  student_application_start_date: isoDate,
  student_application_end_date: isoDate,
  ta_application_start_date: isoDate,
  ta_application_end_date: isoDate,
  mentor_application_start_date: isoDate,
  mentor_application_end_date: isoDate,
  deadline_application_update_date: isoDate,
  deadline_accepting_offer_end_date: isoDate,
  enrollment_end_date: isoDate,
  profile_update_required_after: isoDate.nullable(),
  start_date: isoDate,
  end_date: isoDate,
  ta_training_start_date: isoDate.nullable(),
  lead_ta_training_start_date: isoDate.nullable(),
  prepod_start_date: isoDate.nullable(),
  prepod_end_date: isoDate.nullable(),
  pod_realise_date: isoDate.nullable(),
});

export const FEE_WAIVER_MODES = ['automatic', 'staff'] as const;
export type FeeWaiverMode = (typeof FEE_WAIVER_MODES)[number];

/** How many people of a role a course takes: a whole number of 0 or more, or null for no limit. */
export const capacitySchema = z.number().int().min(0).max(100_000).nullable().default(null);

/** Capacity per role and the waitlist switch (issue 57); a course created before them reads as no limit, off. */
const courseCapacityShape = {
  student_capacity: capacitySchema,
  ta_capacity: capacitySchema,
  mentor_capacity: capacitySchema,
  /** A freed place goes to the next waitlisted person of its role, with the course's offer deadline. */
  offer_freed_places_to_waitlist: z.boolean().default(false),
};

export const courseFieldsSchema = courseDatesSchema.extend({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(20_000).default(''),
  is_active: z.boolean().default(true),
  /** The programme year: the year its season starts in (the spec's course field). */
  season: z.number().int().min(2000).max(2100),
  /** The season the course belongs to (DESIGN.md §9); its applications count towards that season's limit. */
  season_id: z.uuid(),
  questions: z.array(questionSchema).max(200).default([]),
  student_intro_text: z.string().max(20_000).default(''),
  ta_intro_text: z.string().max(20_000).default(''),
  mentor_intro_text: z.string().max(20_000).default(''),
  /** The TA contractor agreement shown before it is signed; empty: DEFAULT_TA_AGREEMENT. */
  ta_agreement_text: z.string().max(50_000).default(''),
  roles_document_url: z.url().nullable().default(null),
  enrollment_form_link: z.url().nullable().default(null),
  data_sets: z.array(dataSetSchema).max(50).default([]),
  course_price: z.number().min(0).max(100_000).default(DEFAULT_COURSE_PRICE),
  course_pwyc_option_flag: z.boolean().default(false),
  /** Who grants a fee waiver asked for in the wizard: at once (the spec's behaviour), or staff from a queue. */
  fee_waivers: z.enum(FEE_WAIVER_MODES).default('automatic'),
  course_length: z.number().int().min(0).max(10_000).default(0),
  course_length_project: z.number().int().min(0).max(10_000).default(0),
  badges_path: z.string().max(500).nullable().default(null),
  signatures_path: z.string().max(500).nullable().default(null),
  ...courseCapacityShape,
});

/**
 * A new course names its season by id (the staff app's choice) or, as clients before seasons did, by
 * number only: then it joins the season of that name, made for it when there is none (DESIGN.md §9).
 */
export const createCourseSchema = courseFieldsSchema
  .extend({ season: courseFieldsSchema.shape.season.optional(), season_id: z.uuid().optional() })
  .refine((course) => course.season_id !== undefined || course.season !== undefined, {
    message: 'Choose the season the course belongs to.',
    path: ['season_id'],
  });
/**
 * An update names only what changes. zod's `.partial()` would still fill each default (an update
 * without `questions` would wipe them), so the defaults are taken off before making fields optional.
 */
export const updateCourseSchema = z.object(
  Object.fromEntries(
    Object.entries(courseFieldsSchema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
    ]),
  ) as unknown as {
    [K in keyof typeof courseFieldsSchema.shape]: z.ZodOptional<
      z.ZodType<z.output<(typeof courseFieldsSchema.shape)[K]>>
    >;
  },
);

export type CourseFields = z.infer<typeof courseFieldsSchema>;
export type CreateCourseInput = z.input<typeof createCourseSchema>;
/** A new course's fields as sent: its season by id, by number, or both. */
export type NewCourseFields = z.infer<typeof createCourseSchema>;
export type UpdateCourseInput = z.infer<typeof updateCourseSchema>;
/** A course as the API returns it: its fields, with the ids its questions and answers were given. */
export const courseViewSchema = courseFieldsSchema.extend({
  id: z.string(),
  questions: z.array(
    questionSchema.extend({
      id: z.number().int(),
      answer_choices: z.array(answerChoiceSchema.extend({ id: z.number().int() })),
    }),
  ),
});
export type CourseView = z.infer<typeof courseViewSchema>;
export type Question = CourseView['questions'][number];
export type AnswerChoice = Question['answer_choices'][number];

/** `GET /api/initial-data/` */
export const initialDataSchema = z.object({
  login_page_description: z.string(),
  registration_page_description: z.string(),
});
export type InitialData = z.infer<typeof initialDataSchema>;
