import { LOWFI_OPTIONS } from './choice-labels';
import { applicantFields, backgroundField, codeAndTermsConsents, publicationsField, type FormSpec } from './field-spec';

/** The student form (spec 1 §3, spec 2 §3): every non-technical question must be answered. */
export const studentFormSpec: FormSpec = {
  requiredQuestions: ['course_spec_prog', 'course_spec_dom', 'general'],
  sections: [
    {
      title: 'About you',
      fields: [
        ...applicantFields,
        {
          kind: 'select',
          name: 'lowfi_track',
          label: 'Would you like the low-bandwidth (low-fi) track?',
          options: LOWFI_OPTIONS,
        },
        publicationsField,
        backgroundField('Your motivation and educational background'),
      ],
    },
    { title: 'Course questions', questions: ['course_spec_prog', 'course_spec_dom', 'general'] },
    { title: 'Technical background (optional)', questions: ['technical_dom'], table: true },
    {
      title: 'Group project',
      fields: [
        { kind: 'dataSet', name: 'data_set', label: 'First project preference', required: true },
        { kind: 'dataSet', name: 'second_data_set', label: 'Second project preference', required: true },
      ],
    },
    {
      title: 'Commitments',
      fields: [
        {
          kind: 'consent',
          name: 'agree_aforementioned_forty_hours',
          label: 'I can commit 8 hours each weekday for the length of the course.',
        },
        ...codeAndTermsConsents,
      ],
    },
  ],
};
