import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, tokenSchema, detailSchema } from '@portal/contracts';
import { claimDecider, emailClaimStreamId, userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { PLATFORM } from '../../platform/platform.module';
import { Public } from '../access/access.decorator';
import { requestMetadata } from '../shared/metadata';
import { readToken } from '../shared/read-token';
import { Contract } from '../../http/openapi/route-contract';

/**
 * The link sent to the new address. Only now does the account switch addresses: the new one is
 * claimed and the old one released in the same append, so no other account can slip in between.
 */
@ApiTags('identity')
@Controller('users')
@Public()
export class ConfirmNewEmailController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post('verification-new-email')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Email changed; errors carry code `expired` or `inactive`' })
  @Contract({ body: tokenSchema, response: detailSchema })
  async confirm(@Body() body: unknown) {
    const { token } = parseInput(tokenSchema, body);
    const { userId, tokenId } = readToken(this.platform, 'new_email', token);
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const user = await session.load(userStreamId(userId), userDecider);
      const [changed] = session.decide(user, 'user', { type: 'ConfirmEmailChange', tokenId, now }).events;
      if (changed?.type !== 'EmailChanged') return;
      const { emailIndex, previousEmailIndex } = changed.data;
      const claim = await session.load(emailClaimStreamId(emailIndex), claimDecider);
      session.decide(claim, 'email', {
        type: 'Claim',
        userId,
        now,
        takenMessage: MESSAGES.emailTaken,
        field: 'non_field_errors',
      });
      const previous = await session.load(emailClaimStreamId(previousEmailIndex), claimDecider);
      session.decide(previous, 'email', { type: 'Release', userId, now });
    });
    return { detail: MESSAGES.emailHasBeenChanged };
  }
}
