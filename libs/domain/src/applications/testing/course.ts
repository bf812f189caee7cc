import type { ApplicationCourse } from '../application-rules';

const day = (d: string) => `2026-${d}T00:00:00.000Z`;
export const at = (d: string) => new Date(day(d));

/** The season the test course is in: one staff made, not the one made for the number 2026. */
export const SUMMER_2026 = '5ea5a000-0000-4000-8000-000000000001';

/** A course for the applications' unit tests: windows in spring, the course in July. */
export const COURSE: ApplicationCourse = {
  id: 'c1',
  name: 'Deep Learning',
  season: 2026,
  season_id: SUMMER_2026,
  questions: [
    {
      id: 1,
      category: 'course_spec_prog',
      question_text: 'Python?',
      answer_choices: [
        { id: 1, rating: 1, answer_text: 'No' },
        { id: 2, rating: 5, answer_text: 'Yes' },
      ],
    },
    {
      id: 2,
      category: 'technical_dom',
      question_text: 'Calculus',
      answer_choices: [
        { id: 3, rating: 1, answer_text: 'No' },
        { id: 4, rating: 5, answer_text: 'Yes' },
      ],
    },
    { id: 3, category: 'general', question_text: 'Hours?', answer_choices: [{ id: 5, rating: 1, answer_text: 'Few' }] },
  ],
  data_sets: [
    { id: 'vision', name: 'Vision' },
    { id: 'nlp', name: 'NLP' },
  ],
  student_application_start_date: day('02-01'),
  student_application_end_date: day('03-15'),
  ta_application_start_date: day('02-01'),
  ta_application_end_date: day('03-10'),
  mentor_application_start_date: day('02-01'),
  mentor_application_end_date: day('04-01'),
  deadline_application_update_date: day('03-20'),
  deadline_accepting_offer_end_date: day('05-01'),
  enrollment_end_date: day('05-15'),
  profile_update_required_after: null,
  student_capacity: null,
  ta_capacity: null,
  mentor_capacity: null,
};
