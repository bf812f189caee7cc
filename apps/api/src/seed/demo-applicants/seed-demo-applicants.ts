import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { demographicSchema, generalInfoSchema, logisticSchema } from '@portal/contracts';
import { listActiveCourses } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseApplicationForm } from '../../applications/shared/application-kinds';
import { SubmitApplicationCommand } from '../../applications/submit-application/submit-application.command';
import { IdentityKeys } from '../../identity/shared/identity-keys';
import { requestMetadata } from '../../identity/shared/metadata';
import { registerAccount } from '../../identity/shared/register-account';
import { SaveDemographicCommand } from '../../profile/save-demographic/save-demographic.command';
import { SaveGeneralInfoCommand } from '../../profile/save-general-info/save-general-info.command';
import { SaveLogisticCommand } from '../../profile/save-logistic/save-logistic.command';
import { demoForm } from '../demo-application-forms';
import { type GeneratedApplicant, generatedApplicants } from './generated-people';

const DAY = 86_400_000;

export interface SeedProgress {
  /** Asked before each person: a server that is closing stops the seed between two people. */
  shouldStop?: () => boolean;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Made-up applicants (`count`, 300 by default) with profiles and applications to the courses open
 * now, submitted over the days each window has been open (and some to the course closed last), so
 * the staff list, its filters, the dashboard and what-if replays have data on a fresh start. They
 * have no password (nobody signs in as them) and stay `applied`: deciding on them is what the staff
 * demo is for, and decisions send emails.
 */
export async function seedDemoApplicants(
  platform: Platform,
  app: INestApplicationContext,
  count: number,
  now: Date,
  progress: SeedProgress = {},
): Promise<number> {
  if (count === 0) return 0;
  const { results } = await listActiveCourses(platform.db, 1, 100);
  const open = results.filter(
    (course) =>
      Date.parse(course.student_application_start_date) <= now.getTime() &&
      Date.parse(course.student_application_end_date) > now.getTime() &&
      Date.parse(course.ta_application_end_date) > now.getTime(),
  );
  if (open.length === 0) return 0;
  const closed = lastClosedCourse(results, now);
  const keys = new IdentityKeys(platform);
  const commands = app.get(CommandBus);
  let applications = 0;
  const people = generatedApplicants(count, open.length);
  for (const [index, person] of people.entries()) {
    if (progress.shouldStop?.()) break;
    if (index > 0 && index % 50 === 0) progress.onProgress?.(index, people.length);
    const userId = await createProfile(platform, app, keys, person);
    for (const { course: index, role } of person.applications) {
      const course = open[index];
      // Later than the window's opening and than every earlier submission's minute: never in the future.
      const opened = Math.max(Date.parse(course.student_application_start_date), now.getTime() - 30 * DAY);
      const submittedAt = new Date(now.getTime() - person.earliness * (now.getTime() - opened) - 60_000);
      const form = { ...demoForm(role, course), residing_country_during_course: person.country };
      const { fields } = parseApplicationForm(role, form, false);
      await commands.execute(new SubmitApplicationCommand(userId, role, course.id, fields, submittedAt));
      applications += 1;
    }
    if (closed && index % LATE_COURSE_SHARE === 0) {
      const form = { ...demoForm('student', closed), residing_country_during_course: person.country };
      const { fields } = parseApplicationForm('student', form, false);
      await commands.execute(
        new SubmitApplicationCommand(userId, 'student', closed.id, fields, submittedBefore(closed, person.earliness)),
      );
      applications += 1;
    }
  }
  return applications;
}

/**
 * One person in this many had also applied, as a student, to the course whose window closed last
 * (Neuro-AI), spread over its last 30 days: a what-if that moves its deadline a week earlier then
 * finds the ones who would have been late.
 */
const LATE_COURSE_SHARE = 4;

function lastClosedCourse<Course extends { student_application_end_date: string }>(courses: Course[], now: Date) {
  const closed = courses.filter((course) => Date.parse(course.student_application_end_date) <= now.getTime());
  return closed
    .sort((a, b) => Date.parse(b.student_application_end_date) - Date.parse(a.student_application_end_date))
    .at(0);
}

/** `earliness` 0 is a minute before the deadline, 1 the window's opening (at most 30 days before). */
function submittedBefore(
  course: { student_application_start_date: string; student_application_end_date: string },
  earliness: number,
): Date {
  const end = Date.parse(course.student_application_end_date);
  const opened = Math.max(Date.parse(course.student_application_start_date), end - 30 * DAY);
  return new Date(end - earliness * (end - opened) - 60_000);
}

async function createProfile(
  platform: Platform,
  app: INestApplicationContext,
  keys: IdentityKeys,
  person: GeneratedApplicant,
): Promise<string> {
  const { result: userId } = await platform.commands.execute(requestMetadata('system'), async (session) => {
    const { firstName, lastName, email } = person;
    const account = { firstName, lastName, email, passwordHash: null, emailVerified: true, role: null };
    return (await registerAccount(session, keys, account, new Date())).userId;
  });
  await app.get(CommandBus).execute(
    new SaveGeneralInfoCommand(userId, {
      create: generalInfoSchema.parse({
        adult_age: true,
        highest_degree: person.highestDegree,
        highest_degree_year_earned: person.highestDegree === 'secondary_school' ? 2022 : 2020,
        institution: person.institution,
        institution_country: person.country,
        status: person.status,
        held_position_time: person.timeHeld,
        text_about_research_and_interests: 'Models of learning and decision making in neural circuits.',
      }),
    }),
  );
  await app.get(CommandBus).execute(
    new SaveDemographicCommand(userId, {
      create: demographicSchema.parse({
        gender: ['prefer_not'],
        race_and_ethnicity: ['prefer_not'],
        country_of_origin: person.country,
        parents_completed_college: 'prefer_not',
        dependents_at_home: 'prefer_not',
        socioeconomic_situation: 'prefer_not',
      }),
    }),
  );
  await app.get(CommandBus).execute(
    new SaveLogisticCommand(userId, {
      create: logisticSchema.parse({
        preferred_time_slot: person.timeSlot,
        second_preferred_time_slot: person.secondSlot,
        possible_time_slots: [person.timeSlot, person.secondSlot],
        preferred_language: person.language,
        comfort_english: true,
      }),
    }),
  );
  return userId;
}
