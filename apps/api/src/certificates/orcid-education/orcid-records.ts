import { HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { MESSAGES } from '@portal/contracts';
import { RefusedError, certificateDecider, certificateStreamId } from '@portal/domain';
import { findCertificateByPutCode, findCourse, findIssuedCertificate, findUserById } from '@portal/projections';
import { CERTIFICATE_TITLES, type Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { OrcidCredentials } from '../../identity/social/orcid-credentials';
import { portalPublicUrl, resolveProviderSettings } from '../../identity/social/providers/provider-settings';
import { PLATFORM } from '../../platform/platform.module';
import { isAvailable } from '../shared/certificate-views';
import { OrcidCallFailed, OrcidMemberApi } from './orcid-member-api';

/**
 * Publishing runs in the request, outside any transaction: ORCID is called first and its answer is
 * then recorded as an event. A lost answer or a retry cannot make a second record, because the record
 * carries the certificate's id and ORCID refuses a duplicate, which the client resolves to the first.
 */
@Injectable()
export class OrcidEducationHandler {
  private readonly credentials: OrcidCredentials;
  private readonly api: OrcidMemberApi;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.credentials = new OrcidCredentials(platform);
    this.api = new OrcidMemberApi(resolveProviderSettings(platform.config).orcid.profileUrl);
  }

  async publish(userId: string, certificateId: string): Promise<string> {
    const { db, config } = this.platform;
    const row = await findIssuedCertificate(db, certificateId);
    if (!row || row.user_id !== userId) throw new NotFoundException();
    if (!isAvailable(row)) throw new RefusedError('certificate_not_available', MESSAGES.completeSurveyFirst);
    if (row.orcid_put_code) return row.orcid_put_code;
    const { orcid, token } = await this.orcidOf(userId);
    const course = await findCourse(db, row.course_id);
    const url = `${portalPublicUrl(config)}/certificate/${row.id}`;
    const putCode = await this.calling(() =>
      this.api.addEducation(orcid, token, {
        certificateId: row.id,
        certificateUrl: url,
        roleTitle: `${CERTIFICATE_TITLES[row.certificate_type]}: ${row.course_name}`,
        endDate: new Date(course?.end_date ?? row.issued_at),
        organization: { name: config.PROGRAMME_NAME, city: config.PROGRAMME_CITY, country: config.PROGRAMME_COUNTRY },
      }),
    );
    await this.record(userId, row.id, {
      type: 'RecordOrcidPublication',
      ownerUserId: userId,
      putCode,
      now: new Date(),
    });
    return putCode;
  }

  async remove(userId: string, recordId: string): Promise<void> {
    const row = await findCertificateByPutCode(this.platform.db, userId, recordId);
    if (!row) throw new NotFoundException();
    const { orcid, token } = await this.orcidOf(userId);
    await this.calling(() => this.api.removeEducation(orcid, token, recordId));
    await this.record(userId, row.id, { type: 'RecordOrcidRemoval', ownerUserId: userId, now: new Date() });
  }

  private async orcidOf(userId: string): Promise<{ orcid: string; token: string }> {
    const [user, token] = await Promise.all([
      findUserById(this.platform.db, userId),
      this.credentials.read(this.platform.db, userId),
    ]);
    if (!user?.orcid || !token) throw new RefusedError('orcid_not_connected', MESSAGES.orcidNotConnected);
    return { orcid: user.orcid, token };
  }

  private async calling<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof OrcidCallFailed)) throw error;
      if (error.status === 401 || error.status === 403) throw new RefusedError('orcid_refused', MESSAGES.orcidRefused);
      throw new HttpException({ message: MESSAGES.orcidUnavailable }, 503);
    }
  }

  private async record(
    userId: string,
    certificateId: string,
    command: Parameters<typeof certificateDecider.decide>[0],
  ): Promise<void> {
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const stream = await session.load(certificateStreamId(certificateId), certificateDecider);
      session.decide(stream, 'certificate', command);
    });
  }
}
