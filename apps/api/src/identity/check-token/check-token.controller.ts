import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { typedTokenSchema, detailSchema, tokenTypeSchema } from '@portal/contracts';
import { checkToken } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { PLATFORM } from '../../platform/platform.module';
import { Public } from '../access/access.decorator';
import { accountOf, readToken } from '../shared/read-token';
import { Contract } from '../../http/openapi/route-contract';

/** Lets a page tell an expired link from a dead one before asking for a new password. */
@ApiTags('identity')
@Controller('users')
@Public()
export class CheckTokenController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post('verification-token-check')
  @HttpCode(200)
  @ApiOkResponse({ description: '{"detail": "Token is valid"}; errors carry code `expired` or `inactive`' })
  @Contract({ body: typedTokenSchema, response: detailSchema.extend({ token_type: tokenTypeSchema }) })
  async check(@Body() body: unknown) {
    const { token, token_type } = parseInput(typedTokenSchema, body);
    const { userId, tokenId } = readToken(this.platform, token_type, token);
    checkToken(await accountOf(this.platform, userId, token_type), tokenId, token_type, new Date());
    return { detail: 'Token is valid', token_type };
  }
}
