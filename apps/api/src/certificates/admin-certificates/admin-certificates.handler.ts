import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type CertificateCommand,
  DomainError,
  certificateDecider,
  certificateStreamId,
  taCertificateType,
} from '@portal/domain';
import { findApplication, findEnrollment, podTasOfCourse } from '@portal/projections';
import { type Platform, certificateIdOf } from '@portal/platform';
import type { BulkOutcome } from '../../enrollment/decide-application/decide-application.handler';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';

type Ref = { certificateId: string; userId: string; courseId: string; applicationId: string };

@Injectable()
export class AdminCertificatesHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  /** Each application in its own transaction, so one unknown id does not undo the others. */
  async markSurveys(actor: string, applicationIds: string[]): Promise<BulkOutcome[]> {
    const outcomes: BulkOutcome[] = [];
    for (const id of [...new Set(applicationIds)]) {
      try {
        const ref = await this.studentRef(id);
        await this.settle(actor, ref, { type: 'MarkSurveyCompleted', ref, now: new Date() });
        outcomes.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof DomainError || error instanceof NotFoundException)) throw error;
        const detail = error instanceof DomainError ? error.message : 'Application not found.';
        outcomes.push({ id, ok: false, error: { code: 'not_found', detail } });
      }
    }
    return outcomes;
  }

  async grantException(actor: string, applicationId: string, reason: string): Promise<void> {
    const ref = await this.studentRef(applicationId);
    await this.settle(actor, ref, { type: 'GrantAttendanceException', ref, reason, now: new Date() });
  }

  /** Every TA on a pod of the course gets the certificate of their role (spec 1 §6: lead, project, regular). */
  async issueTaCertificates(actor: string, courseId: string): Promise<number> {
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
      await this.settle(actor, ref, { type: 'SettleCertificate', ref, podId: row.pod_id, earned, now: new Date() });
    }
    return rows.length;
  }

  private async studentRef(applicationId: string): Promise<Ref> {
    const application = await findApplication(this.platform.db, applicationId);
    if (!application || application.role !== 'student') throw new NotFoundException();
    return {
      certificateId: certificateIdOf(applicationId),
      userId: application.user_id,
      courseId: application.course_id,
      applicationId,
    };
  }

  private async settle(actor: string, ref: Ref, command: CertificateCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(certificateStreamId(ref.certificateId), certificateDecider);
      session.decide(stream, 'certificate', command);
    });
  }
}
