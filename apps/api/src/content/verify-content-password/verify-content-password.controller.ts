import { Body, Controller, HttpCode, HttpException, Inject, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, contentPasswordSchema, contentUnlockedSchema } from '@portal/contracts';
import { DomainError, contentAccessDecider, contentAccessStreamId } from '@portal/domain';
import { contentPasswordHashes } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../http/openapi/route-contract';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { passwordMatches } from '../../identity/shared/passwords';
import { requestMetadata } from '../../identity/shared/metadata';
import { SignInThrottle } from '../../identity/sign-in/sign-in-throttle';
import { PLATFORM } from '../../platform/platform.module';

/**
 * `POST /api/media_files/verify_password/`: the shared password staff set on a course unlocks its
 * files for the caller. Wrong guesses count like failed sign-ins (5 per person, 30 per address in 15
 * minutes), so the password cannot be guessed by trying.
 */
@ApiTags('content')
@Controller('media_files/verify_password')
@Access('applicant')
export class VerifyContentPasswordController {
  private readonly throttle: SignInThrottle;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.throttle = new SignInThrottle(platform.db);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: '{detail, course}: the course whose content is now open to the caller' })
  @Contract({ body: contentPasswordSchema, response: contentUnlockedSchema })
  async verify(@CurrentUser() user: AuthenticatedUser, @Ip() address: string, @Body() body: unknown) {
    const { password } = parseInput(contentPasswordSchema, body);
    const keys = { account: `content:${user.userId}`, address: `content:${address}` };
    if (await this.throttle.isBlocked(keys)) throw new HttpException(MESSAGES.tooManyContentPasswordAttempts, 429);
    // Each check costs an argon2 hash (about 30 ms): stop at the first course the password opens.
    let courseId: string | null = null;
    for (const course of await contentPasswordHashes(this.platform.db)) {
      if (!(await passwordMatches(password, course.password_hash))) continue;
      courseId = course.course_id;
      break;
    }
    if (!courseId) {
      await this.throttle.recordFailure(keys);
      throw new DomainError('invalid', MESSAGES.wrongContentPassword, 'password');
    }
    const unlocked = courseId;
    await this.platform.commands.execute(requestMetadata(user.userId), async (session) => {
      const stream = await session.load(contentAccessStreamId(user.userId), contentAccessDecider);
      session.decide(stream, 'content-access', {
        type: 'UnlockCourseContent',
        userId: user.userId,
        courseId: unlocked,
        now: new Date(),
      });
    });
    return { detail: MESSAGES.downloadStarted, course: unlocked };
  }
}
