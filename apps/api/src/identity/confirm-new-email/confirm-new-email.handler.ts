import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@portal/contracts';
import { claimDecider, emailClaimStreamId, userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { requestMetadata } from '../shared/metadata';
import { readToken } from '../shared/read-token';
import { ConfirmNewEmailCommand } from './confirm-new-email.command';

/**
 * Only now does the account switch addresses: the new one is claimed and the old one released in the
 * same append, so no other account can slip in between.
 */
@CommandHandler(ConfirmNewEmailCommand)
export class ConfirmNewEmailHandler implements ICommandHandler<ConfirmNewEmailCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ token }: ConfirmNewEmailCommand): Promise<void> {
    const { userId, tokenId } = readToken(this.platform, 'new_email', token);
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const user = await session.load(userStreamId(userId), userDecider);
      const changed = session.decide(user, 'user', { type: 'ConfirmEmailChange', tokenId, now }).events.at(0);
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
  }
}
