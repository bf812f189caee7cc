import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RefusedError, certificateDecider, certificateStreamId } from '@portal/domain';
import { findApplication, isStudentOnPod } from '@portal/projections';
import { type Platform, certificateIdOf } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ReissueCertificateCommand } from './reissue-certificate.command';

/**
 * Records a staff member's request to work a student's certificate out again; the event asks the
 * worker for the settle and render jobs, as a completion mark or an attendance change does.
 */
@CommandHandler(ReissueCertificateCommand)
export class ReissueCertificateHandler implements ICommandHandler<ReissueCertificateCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, applicationId }: ReissueCertificateCommand): Promise<void> {
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
