/** The API takes dates as ISO 8601 with an offset; the input gives local time without one. */
export const toIsoDate = (value: string) => (value ? new Date(value).toISOString() : null);

export const REQUIRED_DATES: [string, string][] = [
  ['student_application_start_date', 'Student applications open'],
  ['student_application_end_date', 'Student applications close'],
  ['ta_application_start_date', 'TA applications open'],
  ['ta_application_end_date', 'TA applications close'],
  ['mentor_application_start_date', 'Mentor applications open'],
  ['mentor_application_end_date', 'Mentor applications close'],
  ['deadline_application_update_date', 'Last day to edit an application'],
  ['deadline_accepting_offer_end_date', 'Last day to accept an offer'],
  ['enrollment_end_date', 'Enrollment closes'],
  ['start_date', 'Course starts'],
  ['end_date', 'Course ends'],
];

export const OPTIONAL_DATES: [string, string][] = [
  ['pod_realise_date', 'Pods released'],
  ['profile_update_required_after', 'Profiles must be updated after'],
  ['ta_training_start_date', 'TA training starts'],
  ['lead_ta_training_start_date', 'Lead TA training starts'],
  ['prepod_start_date', 'Pre-pod starts'],
  ['prepod_end_date', 'Pre-pod ends'],
];
