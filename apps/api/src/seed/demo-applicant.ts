import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { listActiveCourses } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { SubmitApplicationCommand } from '../applications/submit-application/submit-application.command';
import { parseApplicationForm } from '../applications/shared/application-kinds';
import { demoForm } from './demo-application-forms';
import { createDemoPerson } from './demo-person';
import { found } from './found';

/** The demo's applicant; README names it. */
export const DEMO_APPLICANT = { email: 'applicant@example.org', password: 'demo-applicant-2026' } as const;

/**
 * An applicant with a filled profile, a student application (Computational Neuroscience, which
 * demo-offer.ts then offers a place) and a TA application (Deep Learning), made through the same
 * handlers as the API, so the applications pages show something on a fresh start. Returns the user id.
 */
export async function seedDemoApplicant(platform: Platform, app: INestApplicationContext): Promise<string> {
  const userId = await createDemoPerson(platform, app, { firstName: 'Nia', lastName: 'Mensah', ...DEMO_APPLICANT });
  const { results: courses } = await listActiveCourses(platform.db, 1, 100);
  const commands = app.get(CommandBus);
  for (const [role, name] of [
    ['student', 'Computational Neuroscience'],
    ['ta', 'Deep Learning'],
  ] as const) {
    const course = found(
      courses.find((candidate) => candidate.name === name),
      `the course ${name}`,
    );
    const { fields } = parseApplicationForm(role, demoForm(role, course), false);
    await commands.execute(new SubmitApplicationCommand(userId, role, course.id, fields));
  }
  return userId;
}
