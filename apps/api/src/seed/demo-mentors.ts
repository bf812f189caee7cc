import type { INestApplicationContext } from '@nestjs/common';
import { type CourseView, MENTOR_TOPICS } from '@portal/contracts';
import { listActiveCourses } from '@portal/projections';
import type { Platform } from '@portal/worker';
import { parseApplicationForm } from '../applications/shared/application-kinds';
import { SubmitApplicationHandler } from '../applications/submit-application/submit-application.handler';
import { createDemoPerson } from './demo-person';

/** The course the demo's mentors apply to: its mentor window is open on a fresh start. */
export const DEMO_MENTOR_COURSE = 'Computational Neuroscience';

/**
 * Mentors waiting for a decision, so staff can approve one (and then give them mentor groups) from
 * the staff app alone. They sign in with the password below; README names the first.
 */
export const DEMO_MENTORS = [
  { firstName: 'Marta', lastName: 'Mentor', email: 'mentor@example.org', groups: 2 },
  { firstName: 'Tariq', lastName: 'Nasser', email: 'mentor2@example.org', groups: 1 },
  { firstName: 'Lena', lastName: 'Vogel', email: 'mentor3@example.org', groups: 3 },
] as const;
export const DEMO_MENTOR_PASSWORD = 'demo-mentor-2026';

function mentorForm(course: CourseView, groups: number, index: number): Record<string, unknown> {
  const [first, second] = course.data_sets.map((dataSet) => dataSet.id);
  return {
    participated_in_nma_last_year: index === 0,
    residing_country_during_course: 'Germany',
    comfortable_teaching_in_english: true,
    groups_mentor_during_count: groups,
    hours_meetings_with_ta: 'between_one_and_two',
    proposed_project_ideas_for_students: 'Decoding choices from population activity with regularised regression.',
    years_of_course_work_research: 5,
    comfortable_data_set: first,
    alternative_data_set: second,
    // Ratings spread over the scale, so the staff page shows them apart.
    ...Object.fromEntries(MENTOR_TOPICS.map((topic, position) => [topic, ((position + index) % 5) + 1])),
    agree_to_abide_code_of_conduct: true,
    agree_terms_and_conditions: true,
  };
}

/** Submits the demo mentors' applications through the same handler as the API; they stay `applied`. */
export async function seedDemoMentors(platform: Platform, app: INestApplicationContext): Promise<void> {
  const { results } = await listActiveCourses(platform.db, 1, 100);
  const course = results.find((candidate) => candidate.name === DEMO_MENTOR_COURSE)!;
  const submit = app.get(SubmitApplicationHandler);
  for (const [index, mentor] of DEMO_MENTORS.entries()) {
    const userId = await createDemoPerson(platform, app, { ...mentor, password: DEMO_MENTOR_PASSWORD });
    const { fields } = parseApplicationForm('mentor', mentorForm(course, mentor.groups, index), false);
    await submit.execute(userId, 'mentor', course.id, fields);
  }
}
