import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { requestMetadata } from '../shared/metadata';
import { ConnectSocialAccountCommand } from './connect-social-account.command';
import { SocialLinking } from './social-linking';

/** Links a provider account to the signed-in user, unless another user holds it already. */
@CommandHandler(ConnectSocialAccountCommand)
export class ConnectSocialAccountHandler implements ICommandHandler<ConnectSocialAccountCommand, void> {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly linking: SocialLinking,
  ) {}

  async execute({ userId, provider, payload }: ConnectSocialAccountCommand): Promise<void> {
    const profile = await this.linking.profileFrom(provider, payload);
    const uidIndex = this.linking.uidIndexOf(profile);
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const user = await session.load(userStreamId(userId), userDecider);
      await this.linking.connect(session, user, profile, uidIndex, new Date());
    });
  }
}
