import { type ApplicationRole, DEEP_LEARNING_TOPICS, NEUROSCIENCE_TOPICS } from './enumerations';
import { MENTOR_TOPIC_NAMES } from './topic-names';

/** How a stored answer reads: a choice's words, yes/no, a data set's name, a 1-5 rating, or as typed. */
export type AnswerKind = 'text' | 'longText' | 'choice' | 'choices' | 'yesNo' | 'dataSet' | 'timeSlots' | 'rating';
export type AnswerField = { name: string; label: string; kind: AnswerKind };
/** A part of the application form: its own fields, or the course questions of some categories. */
export type AnswerSection = { title: string; fields: AnswerField[] } | { title: string; questions: string[] };

const field = (name: string, label: string, kind: AnswerKind = 'text'): AnswerField => ({ name, label, kind });

const aboutTheApplicant = [
  field('how_did_you_hear_about_us', 'How they heard about us', 'choices'),
  field('maillist_or_other', 'Which mailing list, or where else'),
  field('contact_for_future', 'May be contacted about future programmes', 'yesNo'),
  field('prior_NMA_experience', 'Taken part before', 'choices'),
  field('residing_country_during_course', 'Country during the course'),
  field('has_access_google_colab', 'Has access to Google Colab', 'yesNo'),
  field('internet_works_fine', 'Internet good enough for daily video calls', 'yesNo'),
  field('primary_expertise', 'Primary field of expertise', 'choice'),
];
const publications = field('preprints_or_peer_reviewed_publications', 'Preprints or publications', 'longText');
const topics = (keys: readonly (keyof typeof MENTOR_TOPIC_NAMES)[]) =>
  keys.map((key) => field(key, MENTOR_TOPIC_NAMES[key], 'rating'));

/**
 * Each role's answers in the order of the applicant's form (web-applicant's form specs), consents left
 * out, with the staff's short labels: the staff show page and the application's history (the API) read
 * the same words for the same field.
 */
export const ANSWER_SECTIONS: Record<ApplicationRole, AnswerSection[]> = {
  student: [
    {
      title: 'About the applicant',
      fields: [
        ...aboutTheApplicant,
        field('lowfi_track', 'Low-bandwidth (low-fi) track', 'choice'),
        publications,
        field('about_educational_background', 'Motivation and educational background', 'longText'),
      ],
    },
    { title: 'Course questions', questions: ['course_spec_prog', 'course_spec_dom', 'general'] },
    { title: 'Technical background', questions: ['technical_dom'] },
    {
      title: 'Group project',
      fields: [
        field('data_set', 'First project preference', 'dataSet'),
        field('second_data_set', 'Second project preference', 'dataSet'),
      ],
    },
  ],
  ta: [
    { title: 'About the applicant', fields: [...aboutTheApplicant, publications] },
    {
      title: 'Teaching',
      fields: [
        field('years_of_course_work_research', 'Years of coursework or research'),
        field('applied_as_lead_ta', 'Would like to be a lead TA', 'yesNo'),
        field('prefer_being_ta_for', 'Kind of TA', 'choice'),
        field('possible_time_slots', 'Time slots they could teach in', 'timeSlots'),
        field('open_to_lowfi', 'Open to a low-fi pod', 'yesNo'),
        field('comfortable_data_set', 'Most comfortable project data set', 'dataSet'),
        field('alternative_data_set', 'Alternative project data set', 'dataSet'),
        field('month_ta_count', 'Months worked as a teaching assistant'),
        field('video_link', 'Teaching video'),
        field('about_educational_background', 'Educational background and teaching experience', 'longText'),
      ],
    },
    { title: 'Course questions', questions: ['course_spec_prog', 'course_spec_dom'] },
    { title: 'Technical comfort', questions: ['technical_dom'] },
  ],
  mentor: [
    {
      title: 'About the applicant',
      fields: [
        field('participated_in_nma_last_year', 'Took part last year', 'yesNo'),
        field('residing_country_during_course', 'Country during the course'),
        field('comfortable_teaching_in_english', 'Comfortable teaching in English', 'yesNo'),
        field('years_of_course_work_research', 'Years of coursework or research'),
      ],
    },
    {
      title: 'Mentoring',
      fields: [
        field('groups_mentor_during_count', 'Project groups they could mentor'),
        field('hours_meetings_with_ta', 'Hours they could meet TAs after the course', 'choice'),
        field('proposed_project_ideas_for_students', 'Project ideas for students', 'longText'),
        field('comfortable_data_set', 'Most comfortable project data set', 'dataSet'),
        field('alternative_data_set', 'Alternative project data set', 'dataSet'),
      ],
    },
    { title: 'Comfort with computational neuroscience topics (1 to 5)', fields: topics(NEUROSCIENCE_TOPICS) },
    { title: 'Comfort with deep learning topics (1 to 5)', fields: topics(DEEP_LEARNING_TOPICS) },
  ],
};
