import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { tokenSchema, detailSchema } from '@portal/contracts';
import { userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { PLATFORM } from '../../platform/platform.module';
import { Public } from '../access/access.decorator';
import { requestMetadata } from '../shared/metadata';
import { readToken } from '../shared/read-token';
import { Contract } from '../../http/openapi/route-contract';

/** The link of the verification email: confirms the address, once, before it expires. */
@ApiTags('identity')
@Controller('users')
@Public()
export class VerifyEmailController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post('verification')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Email verified; errors carry code `expired` or `inactive`' })
  @Contract({ body: tokenSchema, response: detailSchema })
  async verify(@Body() body: unknown) {
    const { token } = parseInput(tokenSchema, body);
    const { userId, tokenId } = readToken(this.platform, 'verification', token);
    await this.platform.commands.handle(
      {
        streamId: userStreamId(userId),
        streamType: 'user',
        decider: userDecider,
        command: { type: 'VerifyEmail', tokenId, now: new Date() },
      },
      requestMetadata(userId),
    );
    return { detail: 'Email has been verified' };
  }
}
