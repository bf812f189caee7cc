import type { CourseView } from '@portal/contracts';

/** Middle-of-the-scale answers to the course's questions a role must answer. */
function answers(course: CourseView, categories: string[]) {
  return course.questions
    .filter((question) => categories.includes(question.category) && question.answer_choices.length > 0)
    .map((question) => ({
      question: question.id,
      answer_choice: question.answer_choices[Math.floor(question.answer_choices.length / 2)].id,
    }));
}

const shared = {
  how_did_you_hear_about_us: ['profemail'],
  maillist_or_other: '',
  contact_for_future: true,
  prior_NMA_experience: ['have_not_participated'],
  residing_country_during_course: 'Ghana',
  has_access_google_colab: true,
  internet_works_fine: true,
  primary_expertise: 'neuroscience',
  preprints_or_peer_reviewed_publications: 'One preprint on population coding (2025).',
  about_educational_background: 'BSc in physics, MSc in neuroscience; now a PhD student modelling visual cortex.',
  agree_aforementioned_forty_hours: true,
  agree_to_abide_code_of_conduct: true,
  agree_terms_and_conditions: true,
};

/** The demo applicant's forms, as the applicant app would post them. */
export function demoForm(role: 'student' | 'ta', course: CourseView): Record<string, unknown> {
  const [first, second] = course.data_sets.map((dataSet) => dataSet.id);
  if (role === 'student') {
    return {
      ...shared,
      course: course.id,
      answers: answers(course, ['course_spec_prog', 'course_spec_dom', 'general']),
      lowfi_track: 'no',
      data_set: first,
      second_data_set: second,
    };
  }
  return {
    ...shared,
    course: course.id,
    answers: answers(course, ['course_spec_prog', 'course_spec_dom', 'technical_dom']),
    has_bachelors_degree: true,
    years_of_course_work_research: 4,
    applied_as_lead_ta: false,
    prefer_being_ta_for: 'no_preference',
    possible_time_slots: [2, 3],
    open_to_lowfi: true,
    comfortable_data_set: first,
    alternative_data_set: second,
    month_ta_count: 1,
    video_link: 'https://example.org/demo-ta-video',
  };
}
