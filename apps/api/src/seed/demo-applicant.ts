import type { INestApplicationContext } from '@nestjs/common';
import { demographicSchema, generalInfoSchema, logisticSchema } from '@portal/contracts';
import { listActiveCourses } from '@portal/projections';
import type { Platform } from '@portal/worker';
import { SubmitApplicationHandler } from '../applications/submit-application/submit-application.handler';
import { parseApplicationForm } from '../applications/shared/application-kinds';
import { IdentityKeys } from '../identity/shared/identity-keys';
import { requestMetadata } from '../identity/shared/metadata';
import { hashPassword } from '../identity/shared/passwords';
import { registerAccount } from '../identity/shared/register-account';
import { SaveDemographicHandler } from '../profile/save-demographic/save-demographic.handler';
import { SaveGeneralInfoHandler } from '../profile/save-general-info/save-general-info.handler';
import { SaveLogisticHandler } from '../profile/save-logistic/save-logistic.handler';
import { demoForm } from './demo-application-forms';

/** The demo's applicant; README names it. */
export const DEMO_APPLICANT = { email: 'applicant@example.org', password: 'demo-applicant-2026' } as const;

/**
 * An applicant with a filled profile, a student application (Computational Neuroscience, which
 * demo-offer.ts then offers a place) and a TA application (Deep Learning), made through the same
 * handlers as the API, so the applications pages show something on a fresh start. Returns the user id.
 */
export async function seedDemoApplicant(platform: Platform, app: INestApplicationContext): Promise<string> {
  const keys = new IdentityKeys(platform);
  const passwordHash = await hashPassword(DEMO_APPLICANT.password);
  const { result: userId } = await platform.commands.execute(requestMetadata('system'), async (session) => {
    const account = {
      firstName: 'Nia',
      lastName: 'Mensah',
      email: DEMO_APPLICANT.email,
      passwordHash,
      emailVerified: true,
      role: null,
    };
    return (await registerAccount(session, keys, account, new Date())).userId;
  });
  await app.get(SaveGeneralInfoHandler).execute(userId, {
    create: generalInfoSchema.parse({
      adult_age: true,
      highest_degree: 'masters_degree',
      highest_degree_year_earned: 2023,
      institution: 'University of Ghana',
      institution_country: 'Ghana',
      status: 'phd_student',
      held_position_time: 'one_year',
      text_about_research_and_interests: 'How populations of neurons in the visual cortex encode uncertainty.',
      opportunities_to_match_with: ['phd_openings', 'conferences'],
    }),
  });
  await app.get(SaveDemographicHandler).execute(userId, {
    create: demographicSchema.parse({
      gender: ['female'],
      race_and_ethnicity: ['black'],
      country_of_origin: 'Ghana',
      parents_completed_college: 'no',
      dependents_at_home: 'no',
      socioeconomic_situation: 'average',
    }),
  });
  await app.get(SaveLogisticHandler).execute(userId, {
    create: logisticSchema.parse({
      preferred_time_slot: 3,
      possible_time_slots: [2, 3],
      preferred_language: 'english',
      comfort_english: true,
    }),
  });
  const { results: courses } = await listActiveCourses(platform.db, 1, 100);
  const submit = app.get(SubmitApplicationHandler);
  for (const [role, name] of [
    ['student', 'Computational Neuroscience'],
    ['ta', 'Deep Learning'],
  ] as const) {
    const course = courses.find((candidate) => candidate.name === name)!;
    const { fields } = parseApplicationForm(role, demoForm(role, course), false);
    await submit.execute(userId, role, course.id, fields);
  }
  return userId;
}
