import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { RefusedError, certificateDecider, certificateStreamId } from '@portal/domain';
import { findApplication, isStudentOnPod } from '@portal/projections';
import { type Platform, certificateIdOf } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';

/**
 * Records a staff member's request to work a student's certificate out again; the event asks the
 * worker for the settle and render jobs, as a completion mark or an attendance change does.
 */
@Injectable()
export class ReissueCertificateHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async reissue(actor: string, applicationId: string): Promise<void> {
    const application = await findApplication(this.platform.db, applicationId);
    if (!application || application.role !== 'student') throw new NotFoundException();
    // Only a student on a pod has attendance and marks to settle a certificate from.
    if (!(await isStudentOnPod(this.platform.db, applicationId))) throw new RefusedError('not_in_pod', 'This student is not on a pod yet.');
    const certificateId = certificateIdOf(applicationId);
    const ref = { certificateId, userId: application.user_id, courseId: application.course_id, applicationId };
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(certificateStreamId(certificateId), certificateDecider);
      session.decide(stream, 'certificate', { type: 'RequestReissue', ref, now: new Date() });
    });
  }
}
