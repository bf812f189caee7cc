import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, forgotPasswordSchema, detailSchema } from '@portal/contracts';
import { userDecider, userStreamId } from '@portal/domain';
import { findUserByEmailIndex } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { PLATFORM } from '../../platform/platform.module';
import { Public } from '../access/access.decorator';
import { IdentityKeys } from '../shared/identity-keys';
import { requestMetadata } from '../shared/metadata';
import { Contract } from '../../http/openapi/route-contract';

/** Sends reset instructions. The answer is the same whether or not the address has an account. */
@ApiTags('identity')
@Controller('users')
@Public()
export class ForgotPasswordController {
  private readonly keys: IdentityKeys;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.keys = new IdentityKeys(platform);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Instructions sent if the address has an account' })
  @Contract({ body: forgotPasswordSchema, response: detailSchema })
  async forgot(@Body() body: unknown) {
    const { email } = parseInput(forgotPasswordSchema, body);
    const user = await findUserByEmailIndex(this.platform.db, this.keys.emailIndex(email));
    if (user) {
      const now = new Date();
      await this.platform.commands.handle(
        {
          streamId: userStreamId(user.id),
          streamType: 'user',
          decider: userDecider,
          command: { type: 'RequestPasswordReset', token: this.keys.newEmailedToken(now), now },
        },
        requestMetadata('anonymous'),
      );
    }
    return { detail: MESSAGES.instructionsHaveBeenSent };
  }
}
