import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@portal/contracts';
import {
  DomainError,
  PROFILE_STREAM_TYPE,
  applicantIndexDecider,
  applicantIndexStreamId,
  applicationDecider,
  applicationLabel,
  applicationStreamId,
  courseStreamId,
  eligibilityProfileOf,
  profileDecider,
  profileStreamId,
  seniorityInputsOf,
  seniorityOf,
} from '@portal/domain';
import type { Platform } from '@portal/platform';
import { loadCourse } from '../../catalog/shared/load-course';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { SubmitApplicationCommand } from './submit-application.command';

/**
 * A new application, in one atomic append across three streams: the application itself, the
 * applicant's index (eligibility, with the limit, one per course and role, an accepted offer
 * elsewhere) and, for students and TAs, the application's label in the first empty preference slot
 * of the profile. The course and the profile are read from their streams, not the read models.
 */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand, string> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, role, courseId, fields, now }: SubmitApplicationCommand): Promise<string> {
    const applicationId = randomUUID();
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      // The four streams in one round trip; each load below takes its own from it.
      await session.preload([
        courseStreamId(courseId),
        profileStreamId(userId),
        applicantIndexStreamId(userId),
        applicationStreamId(applicationId),
      ]);
      const course = await loadCourse(session, courseId);
      if (!course || !course.is_active) throw new DomainError('does_not_exist', MESSAGES.courseNotFound, 'course');
      const profile = await session.load(profileStreamId(userId), profileDecider);
      const index = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
      session.decide(index, 'applicant', {
        type: 'RegisterApplication',
        userId,
        applicationId,
        course,
        role,
        profile: eligibilityProfileOf(profile.state),
        now,
      });
      const application = await session.load(applicationStreamId(applicationId), applicationDecider);
      const seniority = role === 'mentor' ? null : seniorityOf(role, seniorityInputsOf(profile.state));
      session.decide(application, 'application', {
        type: 'SubmitApplication',
        applicationId,
        userId,
        role,
        course,
        fields,
        seniority,
        now,
      });
      if (role !== 'mentor') {
        session.decide(profile, PROFILE_STREAM_TYPE, {
          type: 'AddPreferredApplication',
          label: applicationLabel(course.name, role),
          now,
        });
      }
    });
    return applicationId;
  }
}
