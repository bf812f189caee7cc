import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger, Platform } from '@portal/platform';
import { CreateCourseCommand } from '../catalog/create-course/create-course.command';
import { demoCatalog } from './demo-catalog';
import { DEMO_APPLICANT, seedDemoApplicant } from './demo-applicant';
import { seedDemoApplicants } from './demo-applicants/seed-demo-applicants';
import { seedDemoOffer } from './demo-offer';
import { DEMO_PEOPLE, seedDemoPeople } from './demo-people';
import { DEMO_POD_PEOPLE, seedDemoPods } from './demo-pods';
import { DEMO_MENTOR, DEMO_MENTORS, seedDemoMentors } from './demo-mentors';
import { seedDemoFormedPods } from './demo-neuro-ai';
import { seedDemoRematch } from './demo-rematch';

/**
 * Fills an empty store with the demo catalogue, staff and an applicant through the same commands the
 * API uses, so its events are in the log like any others. Runs only when the log is empty, so a
 * restart adds nothing.
 */
export async function seedDemo(
  platform: Platform,
  app: INestApplicationContext,
  logger: Logger,
  now = new Date(),
): Promise<boolean> {
  const commands = app.get(CommandBus);
  const { rows } = await platform.db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM events) AS empty');
  if (!rows[0].empty) return false;
  const correlationId = randomUUID();
  for (const fields of demoCatalog(now)) {
    await commands.execute(new CreateCourseCommand(randomUUID(), fields, 'system', correlationId));
  }
  await seedDemoPeople(platform);
  await seedDemoOffer(platform, app, await seedDemoApplicant(platform, app), now);
  await seedDemoRematch(platform, app, await seedDemoPods(platform, app, now));
  await seedDemoFormedPods(platform, app);
  await seedDemoMentors(platform, app);
  logger.info(
    {
      courses: demoCatalog(now).length,
      people: [
        ...DEMO_PEOPLE.map((person) => person.email),
        DEMO_APPLICANT.email,
        DEMO_POD_PEOPLE.student.email,
        DEMO_POD_PEOPLE.ta.email,
        DEMO_MENTOR.email,
        ...DEMO_MENTORS.map((mentor) => mentor.email),
      ],
    },
    'demo catalogue and people created',
  );
  return true;
}

/**
 * The made-up applicants take about half a minute on the embedded database: the portal serves
 * meanwhile, and they appear in the staff list as they are made. `stop` ends the seed between two
 * people, so a server can close without cutting a command in half.
 */
export function seedDemoApplicantsInBackground(
  platform: Platform,
  app: INestApplicationContext,
  logger: Logger,
  now = new Date(),
): { stop(): Promise<void> } {
  let stopping = false;
  const count = platform.config.SEED_DEMO_APPLICANTS;
  const running = seedDemoApplicants(platform, app, count, now, {
    shouldStop: () => stopping,
    onProgress: (done, total) => logger.info({ done, total }, 'demo applicants: creating'),
  }).then(
    (applications) => {
      if (!stopping) logger.info({ people: count, applications }, 'demo applicants created');
    },
    (error: unknown) => logger.error({ err: error }, 'demo applicants: the seed failed'),
  );
  return {
    async stop() {
      stopping = true;
      await running;
    },
  };
}
