import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  NotFoundError,
  claimDecider,
  emailClaimStreamId,
  socialClaimStreamId,
  userDecider,
  userStreamId,
} from '@portal/domain';
import type { Logger, Platform } from '@portal/platform';
import { STORED_NAME, profileImageKey } from '../../../identity/me/profile-images';
import { requestMetadata } from '../../../identity/shared/metadata';
import { OrcidCredentials } from '../../../identity/social/orcid-credentials';
import { LOGGER, PLATFORM } from '../../../platform/platform.module';
import { EraseAccountCommand } from './erase-account.command';

/**
 * Crypto-shredding of one person (docs/architecture.md §3), in one transaction: `PersonalDataErased` on their
 * account (the inline erasure projection scrubs the read models and ends their sessions), their email
 * address and provider accounts released for anyone to use again, their ORCID token deleted, and their
 * key destroyed, so every encrypted field of theirs in the log reads '[erased]' from then on.
 */
@CommandHandler(EraseAccountCommand)
export class EraseAccountHandler implements ICommandHandler<EraseAccountCommand, void> {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ actor, userId }: EraseAccountCommand): Promise<void> {
    const { commands, store } = this.platform;
    const { result: images } = await commands.execute(requestMetadata(actor), async (session) => {
      const now = new Date();
      const user = await session.load(userStreamId(userId), userDecider);
      if (user.state.status === 'none') throw new NotFoundError('User not found.');
      const account = user.state.status === 'active' ? user.state.account : null;
      session.decide(user, 'user', { type: 'ErasePersonalData', actorUserId: actor, now });
      if (!account) return [];
      const email = await session.load(emailClaimStreamId(account.emailIndex), claimDecider);
      session.decide(email, 'email', { type: 'Release', userId, now });
      for (const social of Object.values(account.socialAccounts)) {
        const claim = await session.load(socialClaimStreamId(social.provider, social.providerUidIndex), claimDecider);
        session.decide(claim, 'social-identity', { type: 'Release', userId, now });
      }
      await new OrcidCredentials(this.platform).remove(session.tx, userId);
      const { rows } = await session.tx.query<{ name: string }>(
        `SELECT DISTINCT data->>'imageName' AS name FROM events WHERE stream_id = $1 AND type = 'ProfileImageChanged'`,
        [userStreamId(userId)],
      );
      // Last, once everything above was read with the key still there.
      await store.vault.erase(session.tx, userId);
      return rows.map((row) => row.name);
    });
    await this.removeImages(images);
  }

  /**
   * Pictures are blobs, not rows of the log: they go once the erasure has committed. One left behind
   * (a failed delete, a backup) stays unreadable, sealed with the key just destroyed.
   */
  private async removeImages(names: string[]): Promise<void> {
    for (const name of names.filter((candidate) => STORED_NAME.test(candidate))) {
      await this.platform.files.remove(profileImageKey(name)).catch((error: unknown) => {
        this.logger.warn({ err: error, name }, 'an erased profile image could not be removed');
      });
    }
  }
}
