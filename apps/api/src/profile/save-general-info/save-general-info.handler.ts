import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GeneralInfoView } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { saveProfileRecord } from '../shared/save-profile-record';
import { SaveGeneralInfoCommand } from './save-general-info.command';

/** Creates the user's general info, or updates it by id; answers the record as saved. */
@CommandHandler(SaveGeneralInfoCommand)
export class SaveGeneralInfoHandler implements ICommandHandler<SaveGeneralInfoCommand, GeneralInfoView> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, write, generalInfoId = randomUUID() }: SaveGeneralInfoCommand): Promise<GeneralInfoView> {
    const now = new Date();
    const profile = await saveProfileRecord(this.platform, userId, {
      type: 'SaveGeneralInfo',
      userId,
      generalInfoId,
      write,
      now,
    });
    if (!profile.general_info)
      throw new Error(`the general information of ${userId} was saved but cannot be read back`);
    return profile.general_info;
  }
}
