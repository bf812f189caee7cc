import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { listActiveCourses } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { enrolDemoPerson, formDemoPods } from './demo-cohort';
import { found } from './found';

/** The closed catalogue course whose pod is formed while its mentor round is still to run. */
export const DEMO_FORMED_COURSE = 'Neuro-AI';
const STUDENTS = ['Amara Diallo', 'Felix Wagner', 'Sofia Rossi'];
const TA = { firstName: 'Inès', lastName: 'Moreau', email: 'neuro-ai-ta@example.org' };
const DAY = 86_400_000;

/**
 * Neuro-AI after its applications closed: a TA and three students applied in the windows, took their
 * offers up and the pod matching is applied, so its one pod holds one project group of
 * students (slot 3, English, the course's first data set, like every demo profile). Its mentor round
 * is not run: staff approve a waiting mentor (demo-mentors.ts) and match them from the staff app.
 * Nobody signs in as these people, so their passwords are random.
 */
export async function seedDemoFormedPods(platform: Platform, app: INestApplicationContext): Promise<void> {
  const { results } = await listActiveCourses(platform.db, 1, 100);
  const course = found(
    results.find((candidate) => candidate.name === DEMO_FORMED_COURSE),
    `the course ${DEMO_FORMED_COURSE}`,
  );
  // Inside both windows: the TA window closes before the student one.
  const submittedAt = new Date(Date.parse(course.ta_application_end_date) - 10 * DAY);
  await enrolDemoPerson(platform, app, course, { ...TA, password: randomUUID() }, 'ta', submittedAt);
  for (const [index, name] of STUDENTS.entries()) {
    const [firstName, lastName] = name.split(' ');
    const person = { firstName, lastName, email: `neuro-ai-student${index + 1}@example.org`, password: randomUUID() };
    await enrolDemoPerson(platform, app, course, person, 'student', submittedAt);
  }
  await formDemoPods(app, course.id);
}
