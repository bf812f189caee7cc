import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ApplicationRole, ApplicationView } from '@portal/contracts';
import { NotFoundError, seniorityOf } from '@portal/domain';
import { findCourse, findOwnApplication } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { applicantFacts } from '../shared/applicant-facts';
import { parseApplicationForm } from '../shared/application-kinds';
import { toApplicationView } from '../shared/application-views';
import { loadOwnApplication } from '../shared/own-application';

/**
 * An edit. The sent fields are laid over the stored answers inside the command, so when two edits race
 * the retried one is merged onto the other's result: neither change is silently lost.
 */
@Injectable()
export class UpdateApplicationHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(
    userId: string,
    role: ApplicationRole,
    applicationId: string,
    changes: Record<string, unknown>,
  ): Promise<ApplicationView> {
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const { stream, application } = await loadOwnApplication(session, userId, role, applicationId);
      const { form, personal, courseId } = application;
      const { fields } = parseApplicationForm(role, { ...form, ...personal, ...changes }, false);
      const course = await findCourse(session.tx, courseId);
      if (!course) throw new NotFoundError('Application not found.');
      const seniority =
        role === 'mentor' ? null : seniorityOf(role, (await applicantFacts(session.tx, userId)).generalInfo);
      session.decide(stream, 'application', { type: 'UpdateApplication', userId, course, fields, seniority, now });
    });
    const row = await findOwnApplication(this.platform.db, userId, applicationId);
    if (!row) throw new NotFoundException();
    return toApplicationView(row);
  }
}
