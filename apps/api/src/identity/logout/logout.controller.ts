import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, detailSchema } from '@portal/contracts';
import { userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { Access } from '../access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { requestMetadata } from '../shared/metadata';
import { Contract } from '../../http/openapi/route-contract';

/** Revokes the token of this request (other devices stay signed in). */
@ApiTags('identity')
@Controller('users')
@Access('applicant')
export class LogoutController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get('logout')
  @ApiOkResponse({ description: 'The token no longer works' })
  @Contract({ response: detailSchema })
  async logout(@CurrentUser() user: AuthenticatedUser) {
    await this.platform.commands.handle(
      {
        streamId: userStreamId(user.userId),
        streamType: 'user',
        decider: userDecider,
        command: { type: 'EndSession', sessionId: user.sessionId, now: new Date() },
      },
      requestMetadata(user.userId),
    );
    return { detail: MESSAGES.loggedOut };
  }
}
