import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { certificateDecider, certificateStreamId, removableCertificate, userStreamId } from '@portal/domain';
import { findCertificateByPutCode } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { STAND_INS, type StandIns } from '../../platform/stand-ins';
import { OrcidRecords } from './orcid-records';
import { RemoveFromOrcidCommand } from './remove-from-orcid.command';

/** Deletes a published certificate's education record at ORCID, then records that it is gone. */
@CommandHandler(RemoveFromOrcidCommand)
export class RemoveFromOrcidHandler implements ICommandHandler<RemoveFromOrcidCommand, void> {
  private readonly records: OrcidRecords;
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(STAND_INS) standIns: StandIns,
  ) {
    this.records = new OrcidRecords(platform, standIns);
  }

  async execute({ userId, recordId }: RemoveFromOrcidCommand): Promise<void> {
    // Which certificate a put code belongs to is an index no stream holds: the read model names it,
    // and its stream (read outside any transaction, before ORCID is called) decides.
    const row = await findCertificateByPutCode(this.platform.db, userId, recordId);
    if (!row) throw new NotFoundException();
    const reading = this.platform.commands.reading();
    await reading.preload([certificateStreamId(row.id), userStreamId(userId)]);
    const { state } = await reading.load(certificateStreamId(row.id), certificateDecider);
    const { certificateId } = removableCertificate(state, userId, recordId);
    const { orcid, token } = await this.records.orcidOf(reading, userId);
    await this.records.calling(() => this.records.api.removeEducation(orcid, token, recordId));
    await this.records.record(userId, certificateId, {
      type: 'RecordOrcidRemoval',
      ownerUserId: userId,
      now: new Date(),
    });
  }
}
