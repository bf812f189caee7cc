import { z } from 'zod';
import { numberChoice } from '../profile/fields';
import { TIME_SLOTS } from '../profile/time-slots';
import {
  APPLICATION_ROLES,
  APPLICATION_STATUSES,
  FUNDING_OPTIONS,
  HOW_DID_YOU_HEAR_ABOUT_US,
  PRIOR_PARTICIPATION,
  SENIORITIES,
  TA_FOR,
} from './enumerations';
import { mentorApplicationFormSchema } from './mentor-application';
import { studentApplicationFormSchema } from './student-application';
import { taApplicationFormSchema } from './ta-application';

/**
 * An application's answers as the API answers them back: each form's own fields, except those a
 * transform shapes on the way in (a transform has no JSON form), given here as what they become.
 */
const ticked = z.literal(true);
const freeText = z.string();
const sharedOutputs = {
  how_did_you_hear_about_us: z.array(z.enum(HOW_DID_YOU_HEAR_ABOUT_US)),
  /** Emptied unless how-heard names the mail list or other (spec 1 §5). */
  maillist_or_other: freeText,
  prior_NMA_experience: z.array(z.enum(PRIOR_PARTICIPATION)),
  preprints_or_peer_reviewed_publications: freeText.optional(),
  agree_to_abide_code_of_conduct: ticked,
  agree_terms_and_conditions: ticked,
  /**
   * The ids of the course's question and of the chosen answer, from 1: `min(1)` rather than
   * `positive()`, whose OpenAPI 3.0 `exclusiveMinimum: true` the e2e checker's ajv cannot read.
   */
  answers: z.array(z.object({ question: z.number().int().min(1), answer_choice: z.number().int().min(1) })),
};

const studentAnswers = {
  ...studentApplicationFormSchema.in.shape,
  ...sharedOutputs,
  agree_aforementioned_forty_hours: ticked,
};
const taAnswers = {
  ...taApplicationFormSchema.in.shape,
  ...sharedOutputs,
  has_bachelors_degree: ticked,
  /** Sorted, each once; empty for a regular TA (who serves one slot). */
  possible_time_slots: z.array(numberChoice(TIME_SLOTS)),
  video_link: freeText.optional(),
  agree_aforementioned_forty_hours: ticked,
};
const mentorAnswers = {
  ...mentorApplicationFormSchema.shape,
  proposed_project_ideas_for_students: freeText.optional(),
  agree_to_abide_code_of_conduct: ticked,
  agree_terms_and_conditions: ticked,
};

/** What the portal adds to the answers in `GET /api/courses/{kind}/{id}/` (see `ApplicationView`). */
const recordFields = {
  id: z.string(),
  course: z.string(),
  course_name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  seniority: z.enum(SENIORITIES).nullable(),
  wants_to_enroll: z.boolean(),
  application_date: z.iso.datetime(),
  modified: z.iso.datetime(),
};

/** Where the enrollment wizard stands and what the course dashboard shows (spec 2 §3 "Course application"). */
const dashboardFields = {
  /** The student's pod once the course's `pod_realise_date` has come, a regular TA's pod at once. */
  pod: z.string().nullable(),
  project_pods: z.array(z.string()),
  lead_pods: z.array(z.string()),
  course_price: z.number(),
  cola: z.number().nullable(),
  is_industry: z.boolean().nullable(),
  student_waive_fee_option_flag: z.boolean(),
  course_pwyc_option_flag: z.boolean(),
  student_application_pwyc_option_flag: z.boolean(),
  accepting_offer_end_date: z.iso.datetime({ offset: true }),
  decline_reason: z.enum(['declined', 'expired']).nullable(),
  selected_as_lead_ta: z.boolean(),
  ta_for: z.enum(TA_FOR).nullable(),
  /** 'Lead Project TA', 'Regular TA'…: null until staff set `ta_for`, and for other roles. */
  ta_role: z.string().nullable(),
  agreement_signed: z.boolean(),
  read_roles_document: z.boolean(),
  filled_airtable_form: z.boolean(),
  funding: z.enum(FUNDING_OPTIONS).nullable(),
  hardship: z.boolean().nullable(),
  can_afford_button: z.boolean(),
  /** Dollars with 2 decimals; null for a role that pays nothing. */
  amount_be_payed: z.string().nullable(),
  refund_due: z.string(),
  /** Who answers a waiver or a hardship discount on this course: at once (`automatic`) or staff (`staff`). */
  fee_waivers: z.enum(['automatic', 'staff']),
  /** Where the student's waiver request stands: waiting for staff, refused (they may pay or ask again), or none. */
  fee_waiver_request: z.enum(['waiting', 'refused']).nullable(),
  /** The same for the hardship discount: until staff approve it, the fee is shown and charged whole. */
  hardship_request: z.enum(['waiting', 'refused']).nullable(),
  pod_realise_date: z.iso.datetime({ offset: true }).nullable(),
  course_start_date: z.iso.datetime({ offset: true }),
  course_end_date: z.iso.datetime({ offset: true }),
  enrollment_form_link: z.string().nullable(),
  roles_document_url: z.string().nullable(),
  /** The agreement a TA signs; null for other roles. */
  ta_agreement_text: z.string().nullable(),
};

/** One role's record: its answers, the portal's fields, and the role's own id key (spec 1 §3). */
const recordOf = <const Role extends (typeof APPLICATION_ROLES)[number], Key extends string>(
  role: Role,
  idKey: Key,
  answers: z.ZodRawShape,
) =>
  z.object({
    ...answers,
    ...recordFields,
    ...dashboardFields,
    application_type: z.literal(role),
    ...({ [idKey]: z.string() } as Record<Key, z.ZodString>),
  });

export const studentApplicationRecordSchema = recordOf('student', 'student_application', studentAnswers);
export const taApplicationRecordSchema = recordOf('ta', 'ta_application', taAnswers);
export const mentorApplicationRecordSchema = recordOf('mentor', 'mentor_application', mentorAnswers);

/**
 * An application with its dashboard fields, as the course dashboard reads it and as staff commands
 * (decide, TA role, fee options) answer it: one shape per role, told apart by `application_type`.
 */
export const applicationRecordSchema = z.discriminatedUnion('application_type', [
  studentApplicationRecordSchema,
  taApplicationRecordSchema,
  mentorApplicationRecordSchema,
]);
