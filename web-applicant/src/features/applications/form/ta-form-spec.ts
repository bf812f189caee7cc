import { TA_PREFERENCE_OPTIONS, YEARS_OPTIONS } from './choice-labels';
import { applicantFields, backgroundField, codeAndTermsConsents, publicationsField, type FormSpec } from './field-spec';

/** The TA form (spec 2 §3, §5): course questions, and every row of the technical table rated. */
export const taFormSpec: FormSpec = {
  requiredQuestions: ['course_spec_prog', 'course_spec_dom', 'technical_dom'],
  sections: [
    { title: 'About you', fields: [...applicantFields, publicationsField] },
    {
      title: 'Teaching',
      fields: [
        {
          kind: 'select',
          name: 'years_of_course_work_research',
          label: 'Years of coursework or research in the field',
          options: YEARS_OPTIONS,
        },
        { kind: 'yesNo', name: 'applied_as_lead_ta', label: 'Would you like to be a lead TA?' },
        {
          kind: 'select',
          name: 'prefer_being_ta_for',
          label: 'Which kind of TA would you like to be?',
          options: TA_PREFERENCE_OPTIONS,
        },
        {
          kind: 'timeSlots',
          name: 'possible_time_slots',
          label: 'Time slots you could teach in (at least 2)',
          visibleWhen: (values) => values.prefer_being_ta_for !== 'regular_TA',
        },
        { kind: 'yesNo', name: 'open_to_lowfi', label: 'Are you open to teaching a low-bandwidth (low-fi) pod?' },
        {
          kind: 'dataSet',
          name: 'comfortable_data_set',
          label: 'Project data set you are most comfortable with',
          required: true,
        },
        { kind: 'dataSet', name: 'alternative_data_set', label: 'Alternative project data set (optional)' },
        { kind: 'number', name: 'month_ta_count', label: 'Months you have worked as a teaching assistant' },
        { kind: 'text', name: 'video_link', label: 'Link to a short teaching video (optional)' },
        backgroundField('Your educational background and teaching experience'),
      ],
    },
    { title: 'Course questions', questions: ['course_spec_prog', 'course_spec_dom'] },
    { title: 'Technical comfort', questions: ['technical_dom'], table: true },
    {
      title: 'Commitments',
      fields: [
        { kind: 'consent', name: 'has_bachelors_degree', label: 'I hold a bachelor’s degree.' },
        {
          kind: 'consent',
          name: 'agree_aforementioned_forty_hours',
          label: 'I can commit about 40 hours per week during the course, plus 2 days of training.',
        },
        ...codeAndTermsConsents,
      ],
    },
  ],
};
