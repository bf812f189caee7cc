import type { INestApplicationContext } from '@nestjs/common';
import { type CourseView, MENTOR_TOPICS } from '@portal/contracts';
import type { Platform } from '@portal/worker';
import { parseApplicationForm } from '../applications/shared/application-kinds';
import { SubmitApplicationHandler } from '../applications/submit-application/submit-application.handler';
import { DecideApplicationHandler } from '../enrollment/decide-application/decide-application.handler';
import { ApplyMentorRoundHandler } from '../pods/apply-mentor-round/apply-mentor-round.handler';
import { ProposeMentorRoundHandler } from '../pods/propose-mentor-round/propose-mentor-round.handler';
import { createDemoPerson } from './demo-person';

/** The demo's mentor; README names them. */
export const DEMO_MENTOR = {
  firstName: 'Maya',
  lastName: 'Lindqvist',
  email: 'mentor@example.org',
  password: 'demo-mentor-2026',
} as const;

/**
 * The demo mentor applies to the pilot while its mentor window is open and staff approve them. Their
 * profile is slot 3 in English like the pilot's pod, and they named the pilot's first data set.
 */
export async function approveDemoMentor(platform: Platform, app: INestApplicationContext, course: CourseView) {
  const userId = await createDemoPerson(platform, app, DEMO_MENTOR);
  const [first, second] = course.data_sets.map((dataSet) => dataSet.id);
  const form = {
    course: course.id,
    participated_in_nma_last_year: true,
    residing_country_during_course: 'Sweden',
    comfortable_teaching_in_english: true,
    groups_mentor_during_count: 2,
    hours_meetings_with_ta: 'between_one_and_two',
    proposed_project_ideas_for_students: 'Decoding running speed from visual cortex responses.',
    years_of_course_work_research: 5,
    comfortable_data_set: first,
    alternative_data_set: second,
    ...Object.fromEntries(MENTOR_TOPICS.map((topic, i) => [topic, (i % 5) + 1])),
    agree_to_abide_code_of_conduct: true,
    agree_terms_and_conditions: true,
  };
  const { fields } = parseApplicationForm('mentor', form, false);
  const { id } = await app.get(SubmitApplicationHandler).execute(userId, 'mentor', course.id, fields);
  await app
    .get(DecideApplicationHandler)
    .execute('system', id, { kind: 'decide', decision: 'approve', acceptingOfferEndDate: null });
}

/** The pilot's mentor round, proposed and applied as staff would, once its pods are formed. */
export async function runDemoMentorRound(app: INestApplicationContext, courseId: string): Promise<void> {
  const proposalId = await app.get(ProposeMentorRoundHandler).propose('system', courseId);
  await app.get(ApplyMentorRoundHandler).apply('system', courseId, proposalId);
}
