import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CourseView, MENTOR_TOPICS } from '@portal/contracts';
import { listActiveCourses } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseApplicationForm } from '../applications/shared/application-kinds';
import { SubmitApplicationCommand } from '../applications/submit-application/submit-application.command';
import { DecideApplicationCommand } from '../admin/enrollment/decide-application/decide-application.command';
import { ApplyMentorRoundCommand } from '../admin/pods/apply-mentor-round/apply-mentor-round.command';
import { ProposeMentorRoundCommand } from '../admin/pods/propose-mentor-round/propose-mentor-round.command';
import { DEMO_FORMED_COURSE } from './demo-neuro-ai';
import { createDemoPerson } from './demo-person';
import { found } from './found';

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
  const commands = app.get(CommandBus);
  const id = await commands.execute(new SubmitApplicationCommand(userId, 'mentor', course.id, fields));
  await commands.execute(new DecideApplicationCommand('system', id, 'approve', null));
}

/** The pilot's mentor round, proposed and applied as staff would, once its pods are formed. */
export async function runDemoMentorRound(app: INestApplicationContext, courseId: string): Promise<void> {
  const commands = app.get(CommandBus);
  const proposalId = await commands.execute(new ProposeMentorRoundCommand('system', courseId));
  await commands.execute(new ApplyMentorRoundCommand('system', courseId, proposalId));
}

/** The open course two of the waiting mentors applied to: its mentor window is open on a fresh start. */
const OPEN_COURSE = 'Computational Neuroscience';

/**
 * Mentors waiting for a decision, so staff can approve one and then give them mentor groups from the
 * staff app alone: Marta on Neuro-AI, whose pod is formed and whose mentor round is still to run
 * (demo-neuro-ai.ts), the others on Computational Neuroscience, whose mentor window is open. They sign
 * in with the demo mentor's password; README names them.
 */
export const DEMO_MENTORS = [
  { firstName: 'Marta', lastName: 'Mentor', email: 'mentor2@example.org', groups: 2, course: DEMO_FORMED_COURSE },
  { firstName: 'Tariq', lastName: 'Nasser', email: 'mentor3@example.org', groups: 1, course: OPEN_COURSE },
  { firstName: 'Lena', lastName: 'Vogel', email: 'mentor4@example.org', groups: 3, course: OPEN_COURSE },
] as const;

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
    // The first data set is the one the demo's students name first, so a project group can fit.
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
  const commands = app.get(CommandBus);
  for (const [index, mentor] of DEMO_MENTORS.entries()) {
    const course = found(
      results.find((candidate) => candidate.name === mentor.course),
      `the course ${mentor.course}`,
    );
    const userId = await createDemoPerson(platform, app, { ...mentor, password: DEMO_MENTOR.password });
    const { fields } = parseApplicationForm('mentor', mentorForm(course, mentor.groups, index), false);
    await commands.execute(new SubmitApplicationCommand(userId, 'mentor', course.id, fields));
  }
}
