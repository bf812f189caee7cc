import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@portal/contracts';
import { DomainError, contentAccessDecider, contentAccessStreamId } from '@portal/domain';
import { contentPasswordHashes } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { passwordMatches } from '../../identity/shared/passwords';
import { requestMetadata } from '../../identity/shared/metadata';
import { AttemptCounts } from '../../identity/shared/attempt-counts';
import { PLATFORM } from '../../platform/platform.module';
import { VerifyContentPasswordCommand } from './verify-content-password.command';

/**
 * The shared password staff set on a course unlocks its files for the caller; answers the course.
 * Guesses count like sign-ins (5 per person and address, then a doubling delay; counted before the
 * check, so concurrent guesses wait their turn), so the password cannot be guessed by trying.
 */
@CommandHandler(VerifyContentPasswordCommand)
export class VerifyContentPasswordHandler implements ICommandHandler<VerifyContentPasswordCommand, string> {
  private readonly throttle: AttemptCounts;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.throttle = new AttemptCounts(platform.db);
  }

  async execute({ userId, address, password }: VerifyContentPasswordCommand): Promise<string> {
    const keys = { pair: `content:${userId}:${address}`, address: `content-address:${address}` };
    await this.throttle.beginAttempt(keys, MESSAGES.tooManyContentPasswordAttempts);
    const courseId = await this.courseOpenedBy(password);
    if (!courseId) throw new DomainError('invalid', MESSAGES.wrongContentPassword, 'password');
    await this.throttle.succeeded(keys);
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const stream = await session.load(contentAccessStreamId(userId), contentAccessDecider);
      session.decide(stream, 'content-access', { type: 'UnlockCourseContent', userId, courseId, now: new Date() });
    });
    return courseId;
  }

  /** Each check costs an argon2 hash (about 30 ms): stops at the first course the password opens. */
  private async courseOpenedBy(password: string): Promise<string | null> {
    for (const course of await contentPasswordHashes(this.platform.db)) {
      if (await passwordMatches(password, course.password_hash)) return course.course_id;
    }
    return null;
  }
}
