import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  NotFoundError,
  certificateDecider,
  certificateStreamId,
  publishableCertificate,
  userStreamId,
} from '@portal/domain';
import { loadCourse } from '../../catalog/shared/load-course';
import { CERTIFICATE_TITLES, type Platform } from '@portal/platform';
import { portalPublicUrl } from '../../identity/social/providers/provider-settings';
import { PLATFORM } from '../../platform/platform.module';
import { STAND_INS, type StandIns } from '../../platform/stand-ins';
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
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(STAND_INS) standIns: StandIns,
  ) {
    this.records = new OrcidRecords(platform, standIns);
  }

  async execute({ userId, certificateId }: PublishToOrcidCommand): Promise<string> {
    const { config } = this.platform;
    // Read outside any transaction: ORCID is called before the one that records its answer.
    const reading = this.platform.commands.reading();
    await reading.preload([certificateStreamId(certificateId), userStreamId(userId)]);
    const { state } = await reading.load(certificateStreamId(certificateId), certificateDecider);
    const certificate = publishableCertificate(state, userId);
    if (state.orcidPutCode) return state.orcidPutCode;
    const { orcid, token } = await this.records.orcidOf(reading, userId);
    const course = await loadCourse(reading, certificate.courseId);
    // The read model's row joined the course: without one there was no certificate to publish.
    if (!course) throw new NotFoundError('Not found.');
    const url = `${portalPublicUrl(config)}/certificate/${certificateId}`;
    const putCode = await this.records.calling(() =>
      this.records.api.addEducation(orcid, token, {
        certificateId,
        certificateUrl: url,
        roleTitle: `${CERTIFICATE_TITLES[certificate.certificateType]}: ${course.name}`,
        endDate: new Date(course.end_date),
        organization: { name: config.PROGRAMME_NAME, city: config.PROGRAMME_CITY, country: config.PROGRAMME_COUNTRY },
      }),
    );
    await this.records.record(userId, certificateId, {
      type: 'RecordOrcidPublication',
      ownerUserId: userId,
      putCode,
      now: new Date(),
    });
    return putCode;
  }
}
