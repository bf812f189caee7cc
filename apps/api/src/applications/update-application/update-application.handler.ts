import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ApplicationRole, ApplicationView } from '@portal/contracts';
import { NotFoundError, applicationDecider, applicationStreamId, seniorityOf } from '@portal/domain';
import { findCourse, findOwnApplication } from '@portal/projections';
import type { Platform } from '@portal/worker';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { applicantFacts } from '../shared/applicant-facts';
import { parseApplicationForm } from '../shared/application-kinds';
import { toApplicationView } from '../shared/application-views';

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
      const stream = await session.load(applicationStreamId(applicationId), applicationDecider);
      const { state } = stream;
      if (state.status !== 'live' || state.application.userId !== userId || state.application.role !== role)
        throw new NotFoundError('Application not found.');
      const { form, personal, courseId } = state.application;
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
