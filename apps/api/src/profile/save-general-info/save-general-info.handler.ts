import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GeneralInfoChanges, GeneralInfoInput, GeneralInfoView } from '@portal/contracts';
import type { RecordWrite } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { saveProfileRecord } from '../shared/save-profile-record';

/** Creates the user's general info, or updates it by id; answers the record as saved. */
@Injectable()
export class SaveGeneralInfoHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(
    userId: string,
    write: RecordWrite<GeneralInfoInput, GeneralInfoChanges>,
    generalInfoId: string = randomUUID(),
  ): Promise<GeneralInfoView> {
    const now = new Date();
    const profile = await saveProfileRecord(this.platform, userId, {
      type: 'SaveGeneralInfo',
      userId,
      generalInfoId,
      write,
      now,
    });
    return profile.general_info!;
  }
}
