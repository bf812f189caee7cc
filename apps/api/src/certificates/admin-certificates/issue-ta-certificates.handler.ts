import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { taCertificateType } from '@portal/domain';
import { findEnrollment } from '@portal/projections';
import { type Platform, certificateIdOf } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { decideOnCertificate } from './certificate-settlement';
import { IssueTaCertificatesCommand } from './issue-ta-certificates.command';

/** Every TA on a pod of the course gets the certificate of their role (spec 1 §6: lead, project, regular). */
@CommandHandler(IssueTaCertificatesCommand)
export class IssueTaCertificatesHandler implements ICommandHandler<IssueTaCertificatesCommand, number> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  /** Answers how many TAs the course has. */
  async execute({ actor, courseId }: IssueTaCertificatesCommand): Promise<number> {
    const { rows } = await this.platform.db.query<{ application_id: string; user_id: string; pod_id: string }>(
      `SELECT DISTINCT ON (m.application_id) m.application_id, m.user_id, m.pod_id
         FROM pod_members m JOIN pods p ON p.id = m.pod_id
        WHERE p.course_id = $1 AND m.role <> 'student' ORDER BY m.application_id, m.role`,
      [courseId],
    );
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
