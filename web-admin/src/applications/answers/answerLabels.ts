import {
  HOURS_MEETINGS_WITH_TA,
  HOW_DID_YOU_HEAR_ABOUT_US,
  LOWFI_TRACK,
  PRIOR_PARTICIPATION,
  TA_PREFERENCES,
} from '@portal/contracts';

/** The words of the applicant form's choices, so a reviewer reads what the applicant picked. */
export const CHOICE_LABELS: Record<string, string> = {
  ...({
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
  } satisfies Record<(typeof HOW_DID_YOU_HEAR_ABOUT_US)[number], string>),
  ...({
    yes_TA: 'Yes, as a teaching assistant',
    yes_student: 'Yes, as a student',
    TA_2021: 'As a teaching assistant in 2021',
    TA_student_2020: 'As a teaching assistant or student in 2020',
    have_not_participated: 'Has not taken part before',
  } satisfies Record<(typeof PRIOR_PARTICIPATION)[number], string>),
  ...({
    no: 'No',
    no_but_prefer_it: 'No, but would prefer it',
    yes_only: 'Yes, can only take the low-fi track',
  } satisfies Record<(typeof LOWFI_TRACK)[number], string>),
  ...({
    no_preference: 'No preference',
    regular_TA: 'Regular TA (one pod, one time slot)',
    project_TA: 'Project TA (project groups, two or more time slots)',
  } satisfies Record<(typeof TA_PREFERENCES)[number], string>),
  ...({
    zero: 'None',
    between_one_and_two: '1 to 2 hours',
    more_than_three: '3 hours or more',
  } satisfies Record<(typeof HOURS_MEETINGS_WITH_TA)[number], string>),
};

/** 'computational_neuroscience' → 'Computational neuroscience', for values with no word of their own. */
export const sentence = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');
