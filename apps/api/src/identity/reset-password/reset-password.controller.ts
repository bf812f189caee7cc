import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, resetPasswordSchema, detailSchema } from '@portal/contracts';
import { userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { PLATFORM } from '../../platform/platform.module';
import { Public } from '../access/access.decorator';
import { requestMetadata } from '../shared/metadata';
import { hashPassword } from '../shared/passwords';
import { readToken } from '../shared/read-token';
import { Contract } from '../../http/openapi/route-contract';

/** Sets a new password from the reset link; every session of the account ends. */
@ApiTags('identity')
@Controller('users')
@Public()
export class ResetPasswordController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Password changed; errors carry code `expired` or `inactive`' })
  @Contract({ body: resetPasswordSchema, response: detailSchema })
  async reset(@Body() body: unknown) {
    const { token, password } = parseInput(resetPasswordSchema, body);
    const { userId, tokenId } = readToken(this.platform, 'reset', token);
    const passwordHash = await hashPassword(password);
    await this.platform.commands.handle(
      {
        streamId: userStreamId(userId),
        streamType: 'user',
        decider: userDecider,
        command: { type: 'ResetPassword', tokenId, passwordHash, now: new Date() },
      },
      requestMetadata(userId),
    );
    return { detail: MESSAGES.passwordHasBeenReset };
  }
}
