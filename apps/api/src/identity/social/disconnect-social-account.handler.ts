import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  NotFoundError,
  type SocialProvider,
  claimDecider,
  socialClaimStreamId,
  userDecider,
  userStreamId,
} from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { requestMetadata } from '../shared/metadata';
import { DisconnectSocialAccountCommand } from './disconnect-social-account.command';
import { OrcidCredentials } from './orcid-credentials';
import { PROVIDER_LABELS } from './provider-labels';

/**
 * Unlinks one of the user's provider accounts and releases it for anyone; the decider refuses when it
 * is the last way in (no password and no other provider). Answers the provider that was unlinked.
 */
@CommandHandler(DisconnectSocialAccountCommand)
export class DisconnectSocialAccountHandler implements ICommandHandler<DisconnectSocialAccountCommand, SocialProvider> {
  private readonly orcid: OrcidCredentials;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.orcid = new OrcidCredentials(platform);
  }

  async execute({ userId, socialAccountId }: DisconnectSocialAccountCommand): Promise<SocialProvider> {
    const { result: provider } = await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const stream = await session.load(userStreamId(userId), userDecider);
      const accounts = stream.state.status === 'active' ? stream.state.account.socialAccounts : {};
      const owned = Object.hasOwn(accounts, socialAccountId) ? accounts[socialAccountId] : undefined;
      if (!owned) throw new NotFoundError('Social account not found.');
      const label = PROVIDER_LABELS[owned.provider];
      session.decide(stream, 'user', { type: 'DisconnectSocialAccount', socialAccountId, providerLabel: label, now });
      const claim = await session.load(socialClaimStreamId(owned.provider, owned.providerUidIndex), claimDecider);
      session.decide(claim, 'social-identity', { type: 'Release', userId, now });
      if (owned.provider === 'orcid') await this.orcid.remove(session.tx, userId);
      return owned.provider;
    });
    return provider;
  }
}
