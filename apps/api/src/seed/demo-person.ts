import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { demographicSchema, generalInfoSchema, logisticSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { IdentityKeys } from '../identity/shared/identity-keys';
import { requestMetadata } from '../identity/shared/metadata';
import { hashPassword } from '../identity/shared/passwords';
import { registerAccount } from '../identity/shared/register-account';
import { SaveDemographicCommand } from '../profile/save-demographic/save-demographic.command';
import { SaveGeneralInfoCommand } from '../profile/save-general-info/save-general-info.command';
import { SaveLogisticCommand } from '../profile/save-logistic/save-logistic.command';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * A verified account with a filled profile (general info, demographics, logistics in slot 3 in
 * English), made through the same handlers as the API. Returns the user id.
 */
export async function createDemoPerson(platform: Platform, app: INestApplicationContext, person: DemoPerson) {
  const keys = new IdentityKeys(platform);
  const passwordHash = await hashPassword(person.password);
  const { result: userId } = await platform.commands.execute(requestMetadata('system'), async (session) => {
    const { firstName, lastName, email } = person;
    const account = { firstName, lastName, email, passwordHash, emailVerified: true, role: null };
    return (await registerAccount(session, keys, account, new Date())).userId;
  });
  await app.get(CommandBus).execute(
    new SaveGeneralInfoCommand(userId, {
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
    }),
  );
  await app.get(CommandBus).execute(
    new SaveDemographicCommand(userId, {
      create: demographicSchema.parse({
        gender: ['female'],
        race_and_ethnicity: ['black'],
        country_of_origin: 'Ghana',
        parents_completed_college: 'no',
        dependents_at_home: 'no',
        socioeconomic_situation: 'average',
      }),
    }),
  );
  await app.get(CommandBus).execute(
    new SaveLogisticCommand(userId, {
      create: logisticSchema.parse({
        preferred_time_slot: 3,
        possible_time_slots: [2, 3],
        preferred_language: 'english',
        comfort_english: true,
      }),
    }),
  );
  return userId;
}
