import {
  DEEP_LEARNING_TOPIC_FIELDS,
  HOURS_MEETINGS_OPTIONS,
  MENTOR_GROUP_OPTIONS,
  NEUROSCIENCE_TOPIC_FIELDS,
  YEARS_OPTIONS,
} from './choice-labels';
import { codeAndTermsConsents, type FieldSpec, type FormSpec } from './field-spec';

const ratings = (topics: Array<{ name: string; label: string }>): FieldSpec[] =>
  topics.map(({ name, label }) => ({ kind: 'rating', name, label }));

/** The mentor form (spec 2 §3): no course questions, 24 topics rated 1 to 5. */
export const mentorFormSpec: FormSpec = {
  requiredQuestions: [],
  sections: [
    {
      title: 'About you',
      fields: [
        {
          kind: 'yesNo',
          name: 'participated_in_nma_last_year',
          label: 'Did you take part in the programme last year?',
        },
        {
          kind: 'country',
          name: 'residing_country_during_course',
          label: 'Country you will live in during the course',
        },
        { kind: 'yesNo', name: 'comfortable_teaching_in_english', label: 'Are you comfortable teaching in English?' },
        {
          kind: 'select',
          name: 'years_of_course_work_research',
          label: 'Years of coursework or research in the field',
          options: YEARS_OPTIONS,
        },
      ],
    },
    {
      title: 'Mentoring',
      fields: [
        {
          kind: 'select',
          name: 'groups_mentor_during_count',
          label: 'How many project groups could you mentor?',
          options: MENTOR_GROUP_OPTIONS,
        },
        {
          kind: 'select',
          name: 'hours_meetings_with_ta',
          label: 'Hours you could meet with TAs after the course',
          options: HOURS_MEETINGS_OPTIONS,
        },
        {
          kind: 'longText',
          name: 'proposed_project_ideas_for_students',
          label: 'Project ideas for students (optional)',
        },
        {
          kind: 'dataSet',
          name: 'comfortable_data_set',
          label: 'Project data set you are most comfortable with',
          required: true,
        },
        { kind: 'dataSet', name: 'alternative_data_set', label: 'Alternative project data set (optional)' },
      ],
    },
    {
      title: 'Comfort with computational neuroscience topics (1 = not at all, 5 = very)',
      fields: ratings(NEUROSCIENCE_TOPIC_FIELDS),
    },
    {
      title: 'Comfort with deep learning topics (1 = not at all, 5 = very)',
      fields: ratings(DEEP_LEARNING_TOPIC_FIELDS),
    },
    { title: 'Commitments', fields: codeAndTermsConsents },
  ],
};
