import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@portal/contracts';
import {
  DomainError,
  ELIGIBILITY_MESSAGES,
  PROFILE_STREAM_TYPE,
  RefusedError,
  applicantIndexDecider,
  applicantIndexStreamId,
  applicationDecider,
  applicationLabel,
  applicationStreamId,
  eligibilityOf,
  profileDecider,
  profileStreamId,
  seniorityOf,
} from '@portal/domain';
import { findCourse } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { applicantFacts } from '../shared/applicant-facts';
import { SubmitApplicationCommand } from './submit-application.command';

/**
 * A new application, in one atomic append across three streams: the application itself, the
 * applicant's index (limit, one per course and role, an accepted offer elsewhere) and, for students
 * and TAs, the application's label in the first empty preference slot of the profile.
 */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand, string> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, role, courseId, fields, now }: SubmitApplicationCommand): Promise<string> {
    const applicationId = randomUUID();
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const course = await findCourse(session.tx, courseId);
      if (!course || !course.is_active) throw new DomainError('does_not_exist', MESSAGES.courseNotFound, 'course');
      const facts = await applicantFacts(session.tx, userId);
      const index = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
      // The index, not the read model, is the truth about the applicant's applications here.
      const applications = Object.values(index.state.applications);
      const eligibility = eligibilityOf({ course, role, now, profile: facts.profile, applications });
      if (eligibility !== 'can_be_sent') throw new RefusedError(eligibility, ELIGIBILITY_MESSAGES[eligibility]);
      session.decide(index, 'applicant', {
        type: 'RegisterApplication',
        userId,
        applicationId,
        courseId,
        role,
        season: course.season,
        now,
      });
      const application = await session.load(applicationStreamId(applicationId), applicationDecider);
      const seniority = role === 'mentor' ? null : seniorityOf(role, facts.generalInfo);
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
        const profile = await session.load(profileStreamId(userId), profileDecider);
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
