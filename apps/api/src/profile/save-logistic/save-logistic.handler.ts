import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { LogisticChanges, LogisticInput, LogisticView } from '@portal/contracts';
import type { RecordWrite } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { checkLogisticsRules } from '../../applications/shared/logistics-rules';
import { PLATFORM } from '../../platform/platform.module';
import { saveProfileRecord } from '../shared/save-profile-record';

/**
 * Creates the user’s logistic record (time slots, languages, ranked preferences), or updates it by id;
 * answers the record as saved.
 */
@Injectable()
export class SaveLogisticHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(
    userId: string,
    write: RecordWrite<LogisticInput, LogisticChanges>,
    logisticId: string = randomUUID(),
  ): Promise<LogisticView> {
    const now = new Date();
    // The logistics lock and the preference rules belong to the applications context.
    await checkLogisticsRules(this.platform.db, userId, 'create' in write ? write.create : write.update, now);
    const profile = await saveProfileRecord(this.platform, userId, {
      type: 'SaveLogistic',
      userId,
      logisticId,
      write,
      now,
    });
    return profile.logistic!;
  }
}
