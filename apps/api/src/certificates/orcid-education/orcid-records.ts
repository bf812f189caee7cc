import { HttpException } from '@nestjs/common';
import { MESSAGES } from '@portal/contracts';
import { RefusedError, certificateDecider, certificateStreamId, userDecider, userStreamId } from '@portal/domain';
import type { CommandSession } from '@portal/event-store';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { OrcidCredentials } from '../../identity/social/orcid-credentials';
import { resolveProviderSettings } from '../../identity/social/providers/provider-settings';
import type { StandIns } from '../../platform/stand-ins';
import { OrcidCallFailed, OrcidMemberApi } from './orcid-member-api';

/**
 * What publishing and removing share: the person's ORCID iD and token, ORCID's refusals as the
 * portal's answers, and the outcome recorded on the certificate.
 */
export class OrcidRecords {
  private readonly credentials: OrcidCredentials;
  readonly api: OrcidMemberApi;
  /** `standIns`: in the demo, ORCID's stand-in answers the member API as it answers sign-in. */
  constructor(
    private readonly platform: Platform,
    standIns: StandIns,
  ) {
    this.credentials = new OrcidCredentials(platform);
    this.api = new OrcidMemberApi(resolveProviderSettings(platform.config, standIns.oauth).orcid.profileUrl);
  }

  /** The ORCID iD from the person's stream (loaded through `reading`), the token from the portal's own table. */
  async orcidOf(reading: CommandSession, userId: string): Promise<{ orcid: string; token: string }> {
    const [user, token] = await Promise.all([
      reading.load(userStreamId(userId), userDecider),
      this.credentials.read(this.platform.db, userId),
    ]);
    const orcid = user.state.status === 'active' ? user.state.account.orcid : null;
    if (!orcid || !token) throw new RefusedError('orcid_not_connected', MESSAGES.orcidNotConnected);
    return { orcid, token };
  }

  async calling<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof OrcidCallFailed)) throw error;
      if (error.status === 401 || error.status === 403) throw new RefusedError('orcid_refused', MESSAGES.orcidRefused);
      throw new HttpException({ message: MESSAGES.orcidUnavailable }, 503);
    }
  }

  async record(
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
