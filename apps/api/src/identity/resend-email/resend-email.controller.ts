import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, typedTokenSchema, detailSchema } from '@portal/contracts';
import { type UserCommand, userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { PLATFORM } from '../../platform/platform.module';
import { Public } from '../access/access.decorator';
import { IdentityKeys } from '../shared/identity-keys';
import { requestMetadata } from '../shared/metadata';
import { inactiveToken, readToken } from '../shared/read-token';
import { Contract } from '../../http/openapi/route-contract';

/**
 * A fresh link for an expired one (the verification page's Resend button). The old token only has to
 * be genuine, not still valid: that is the point of resending.
 */
@ApiTags('identity')
@Controller('users')
@Public()
export class ResendEmailController {
  private readonly keys: IdentityKeys;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.keys = new IdentityKeys(platform);
  }

  @Post('resend-email')
  @HttpCode(200)
  @ApiOkResponse({ description: 'A new email with a new link is on its way' })
  @Contract({ body: typedTokenSchema, response: detailSchema })
  async resend(@Body() body: unknown) {
    const { token, token_type } = parseInput(typedTokenSchema, body);
    const { userId } = readToken(this.platform, token_type, token);
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const user = await session.load(userStreamId(userId), userDecider);
      if (user.state.status !== 'active') throw inactiveToken(token_type);
      const now = new Date();
      const fresh = this.keys.newEmailedToken(now);
      const pending = user.state.account.pendingEmail;
      let command: UserCommand;
      if (token_type === 'verification') command = { type: 'RequestVerification', token: fresh, now };
      else if (token_type === 'reset') command = { type: 'RequestPasswordReset', token: fresh, now };
      else if (pending)
        command = {
          type: 'RequestEmailChange',
          newEmail: pending.email,
          newEmailIndex: pending.emailIndex,
          token: fresh,
          now,
        };
      else throw inactiveToken(token_type);
      session.decide(user, 'user', command);
    });
    return { detail: MESSAGES.emailHasBeenSent };
  }
}
