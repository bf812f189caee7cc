import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DemographicChanges, DemographicInput, DemographicView } from '@portal/contracts';
import type { RecordWrite } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { saveProfileRecord } from '../shared/save-profile-record';

/** Creates the user’s demographic answers, or updates them by id; answers the record as saved. */
@Injectable()
export class SaveDemographicHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(
    userId: string,
    write: RecordWrite<DemographicInput, DemographicChanges>,
    demographicId: string = randomUUID(),
  ): Promise<DemographicView> {
    const now = new Date();
    const profile = await saveProfileRecord(this.platform, userId, {
      type: 'SaveDemographic',
      userId,
      demographicId,
      write,
      now,
    });
    return profile.demographic!;
  }
}
