import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { Logger, Platform } from '@portal/worker';
import { CreateCourseCommand } from '../catalog/create-course/create-course.command';
import { demoCatalog } from './demo-catalog';
import { DEMO_PEOPLE, seedDemoPeople } from './demo-people';

/**
 * Fills an empty store with the demo catalogue and demo staff through the same commands staff use, so its events
 * are in the log like any others. Runs only when the log is empty, so a restart adds nothing.
 */
export async function seedDemo(
  platform: Platform,
  commands: CommandBus,
  logger: Logger,
  now = new Date(),
): Promise<boolean> {
  const { rows } = await platform.db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM events) AS empty');
  if (!rows[0].empty) return false;
  const correlationId = randomUUID();
  for (const fields of demoCatalog(now)) {
    await commands.execute(new CreateCourseCommand(randomUUID(), fields, 'system', correlationId));
  }
  await seedDemoPeople(platform);
  logger.info(
    { courses: demoCatalog(now).length, people: DEMO_PEOPLE.map((person) => person.email) },
    'demo catalogue and people created',
  );
  return true;
}
