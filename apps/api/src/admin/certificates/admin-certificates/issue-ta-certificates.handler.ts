import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { taCertificateType } from '@portal/domain';
import { findEnrollment, podTasOfCourse } from '@portal/projections';
import { type Platform, certificateIdOf } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { decideOnCertificate } from './certificate-settlement';
import { IssueTaCertificatesCommand } from './issue-ta-certificates.command';

/** Every TA on a pod of the course gets the certificate of their role (spec 1 §6: lead, project, regular). */
@CommandHandler(IssueTaCertificatesCommand)
export class IssueTaCertificatesHandler implements ICommandHandler<IssueTaCertificatesCommand, number> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  /** Answers how many TAs the course has. */
  async execute({ actor, courseId }: IssueTaCertificatesCommand): Promise<number> {
    const rows = await podTasOfCourse(this.platform.db, courseId);
    for (const row of rows) {
      const enrollment = await findEnrollment(this.platform.db, row.application_id);
      const ref = {
        certificateId: certificateIdOf(row.application_id),
        userId: row.user_id,
        courseId,
        applicationId: row.application_id,
      };
      const earned = taCertificateType(enrollment.selected_as_lead_ta, enrollment.ta_for);
      await decideOnCertificate(this.platform, actor, ref, {
        type: 'SettleCertificate',
        ref,
        podId: row.pod_id,
        earned,
        now: new Date(),
      });
    }
    return rows.length;
  }
}
