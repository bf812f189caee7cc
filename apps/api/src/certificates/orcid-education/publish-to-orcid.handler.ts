import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@portal/contracts';
import { RefusedError } from '@portal/domain';
import { findCourse, findIssuedCertificate } from '@portal/projections';
import { CERTIFICATE_TITLES, type Platform } from '@portal/platform';
import { portalPublicUrl } from '../../identity/social/providers/provider-settings';
import { PLATFORM } from '../../platform/platform.module';
import { isAvailable } from '../shared/certificate-views';
import { OrcidRecords } from './orcid-records';
import { PublishToOrcidCommand } from './publish-to-orcid.command';

/**
 * A certificate as an education record on the owner's ORCID record; answers ORCID's put code.
 * Publishing runs in the request, outside any transaction: ORCID is called first and its answer is
 * then recorded as an event. A lost answer or a retry cannot make a second record, because the record
 * carries the certificate's id and ORCID refuses a duplicate, which the client resolves to the first.
 */
@CommandHandler(PublishToOrcidCommand)
export class PublishToOrcidHandler implements ICommandHandler<PublishToOrcidCommand, string> {
  private readonly records: OrcidRecords;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.records = new OrcidRecords(platform);
  }

  async execute({ userId, certificateId }: PublishToOrcidCommand): Promise<string> {
    const { db, config } = this.platform;
    const row = await findIssuedCertificate(db, certificateId);
    if (!row || row.user_id !== userId) throw new NotFoundException();
    if (!isAvailable(row)) throw new RefusedError('certificate_not_available', MESSAGES.completeSurveyFirst);
    if (row.orcid_put_code) return row.orcid_put_code;
    const { orcid, token } = await this.records.orcidOf(userId);
    const course = await findCourse(db, row.course_id);
    const url = `${portalPublicUrl(config)}/certificate/${row.id}`;
    const putCode = await this.records.calling(() =>
      this.records.api.addEducation(orcid, token, {
        certificateId: row.id,
        certificateUrl: url,
        roleTitle: `${CERTIFICATE_TITLES[row.certificate_type]}: ${row.course_name}`,
        endDate: new Date(course?.end_date ?? row.issued_at),
        organization: { name: config.PROGRAMME_NAME, city: config.PROGRAMME_CITY, country: config.PROGRAMME_COUNTRY },
      }),
    );
    await this.records.record(userId, row.id, {
      type: 'RecordOrcidPublication',
      ownerUserId: userId,
      putCode,
      now: new Date(),
    });
    return putCode;
  }
}
