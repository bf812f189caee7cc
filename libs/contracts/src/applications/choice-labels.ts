import type {
  FUNDING_OPTIONS,
  HOURS_MEETINGS_WITH_TA,
  HOW_DID_YOU_HEAR_ABOUT_US,
  LOWFI_TRACK,
  PRIOR_PARTICIPATION,
  TA_PREFERENCES,
} from './enumerations';

/**
 * The words of the application form's choices, one table for both apps: the applicant picks among
 * them and a reviewer reads the same words, so the two never drift apart. They are the applicant's
 * own ("I have not taken part before"): the staff app shows what the applicant picked.
 */
export const CHOICE_LABELS = {
  how_did_you_hear_about_us: {
    twitter: 'Twitter / X',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    whatsapp: 'WhatsApp',
    wechat: 'WeChat',
    uniemail: 'An email from my university',
    profemail: 'An email from a professor',
    maillist: 'A mailing list',
    emailneuromatch: 'An email from the programme',
    searcheng: 'A search engine',
    other: 'Other',
  } satisfies Record<(typeof HOW_DID_YOU_HEAR_ABOUT_US)[number], string>,
  prior_NMA_experience: {
    yes_TA: 'Yes, as a teaching assistant',
    yes_student: 'Yes, as a student',
    TA_2021: 'As a teaching assistant in 2021',
    TA_student_2020: 'As a teaching assistant or student in 2020',
    have_not_participated: 'I have not taken part before',
  } satisfies Record<(typeof PRIOR_PARTICIPATION)[number], string>,
  lowfi_track: {
    no: 'No',
    no_but_prefer_it: 'No, but I would prefer it',
    yes_only: 'Yes, I can only take the low-fi track',
  } satisfies Record<(typeof LOWFI_TRACK)[number], string>,
  prefer_being_ta_for: {
    no_preference: 'No preference',
    regular_TA: 'Regular TA (one pod, one time slot)',
    project_TA: 'Project TA (project groups, two or more time slots)',
  } satisfies Record<(typeof TA_PREFERENCES)[number], string>,
  hours_meetings_with_ta: {
    zero: 'None',
    between_one_and_two: '1 to 2 hours',
    more_than_three: '3 hours or more',
  } satisfies Record<(typeof HOURS_MEETINGS_WITH_TA)[number], string>,
  /** The enrolment wizard's funding question (the staff history reads the answer in the same words). */
  funding: {
    yes_funded: 'Yes, my institution or a grant will pay the fee',
    yes_denied: 'I asked for funding and was refused',
    self_funded: 'No, I am paying the fee myself',
  } satisfies Record<(typeof FUNDING_OPTIONS)[number], string>,
} as const;

/** Every choice's words by its value alone: no value stands in two of the lists above. */
const LABEL_OF_VALUE: ReadonlyMap<string, string> = new Map(
  Object.values(CHOICE_LABELS).flatMap((labels) => Object.entries(labels)),
);

/** A stored answer's words, for a screen that has the value but not its question (the staff app's). */
export const choiceLabelOf = (value: string): string | undefined => LABEL_OF_VALUE.get(value);
