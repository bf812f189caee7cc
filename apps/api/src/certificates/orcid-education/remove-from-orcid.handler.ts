import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findCertificateByPutCode } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { OrcidRecords } from './orcid-records';
import { RemoveFromOrcidCommand } from './remove-from-orcid.command';

/** Deletes a published certificate's education record at ORCID, then records that it is gone. */
@CommandHandler(RemoveFromOrcidCommand)
export class RemoveFromOrcidHandler implements ICommandHandler<RemoveFromOrcidCommand, void> {
  private readonly records: OrcidRecords;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.records = new OrcidRecords(platform);
  }

  async execute({ userId, recordId }: RemoveFromOrcidCommand): Promise<void> {
    const row = await findCertificateByPutCode(this.platform.db, userId, recordId);
    if (!row) throw new NotFoundException();
    const { orcid, token } = await this.records.orcidOf(userId);
    await this.records.calling(() => this.records.api.removeEducation(orcid, token, recordId));
    await this.records.record(userId, row.id, { type: 'RecordOrcidRemoval', ownerUserId: userId, now: new Date() });
  }
}
