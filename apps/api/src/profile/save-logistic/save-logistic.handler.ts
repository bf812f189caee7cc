import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LogisticView } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { applicationsOnCourses } from '../../applications/shared/applications-on-courses';
import { PLATFORM } from '../../platform/platform.module';
import { saveProfileRecord } from '../shared/save-profile-record';
import { SaveLogisticCommand } from './save-logistic.command';

/**
 * Creates the user’s logistic record (time slots, languages, ranked preferences), or updates it by id;
 * answers the record as saved.
 */
@CommandHandler(SaveLogisticCommand)
export class SaveLogisticHandler implements ICommandHandler<SaveLogisticCommand, LogisticView> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, write, logisticId = randomUUID() }: SaveLogisticCommand): Promise<LogisticView> {
    const now = new Date();
    // The logistics lock and the preference rules read the applicant's applications and their courses.
    const profile = await saveProfileRecord(this.platform, userId, async (session) => ({
      type: 'SaveLogistic',
      userId,
      logisticId,
      write,
      applications: await applicationsOnCourses(session, userId),
      now,
    }));
    if (!profile.logistic) throw new Error(`the logistic record of ${userId} was saved but cannot be read back`);
    return profile.logistic;
  }
}
