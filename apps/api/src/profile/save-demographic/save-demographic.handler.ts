import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DemographicView } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { saveProfileRecord } from '../shared/save-profile-record';
import { SaveDemographicCommand } from './save-demographic.command';

/** Creates the user’s demographic answers, or updates them by id; answers the record as saved. */
@CommandHandler(SaveDemographicCommand)
export class SaveDemographicHandler implements ICommandHandler<SaveDemographicCommand, DemographicView> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, write, demographicId = randomUUID() }: SaveDemographicCommand): Promise<DemographicView> {
    const now = new Date();
    const profile = await saveProfileRecord(this.platform, userId, {
      type: 'SaveDemographic',
      userId,
      demographicId,
      write,
      now,
    });
    if (!profile.demographic) throw new Error(`the demographic record of ${userId} was saved but cannot be read back`);
    return profile.demographic;
  }
}
