import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { requestMetadata } from '../shared/metadata';
import { newSessionToken } from '../shared/session-tokens';
import { SocialLinking } from './social-linking';
import { SocialSignInCommand } from './social-sign-in.command';

/** Sign-in through a provider: the linked, matching or new account is connected and a session starts. */
@CommandHandler(SocialSignInCommand)
export class SocialSignInHandler implements ICommandHandler<SocialSignInCommand, { token: string }> {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly linking: SocialLinking,
  ) {}

  async execute({ provider, payload }: SocialSignInCommand): Promise<{ token: string }> {
    const profile = await this.linking.profileFrom(provider, payload);
    const uidIndex = this.linking.uidIndexOf(profile);
    const { token, tokenHash } = newSessionToken();
    await this.platform.commands.execute(requestMetadata('anonymous'), async (session) => {
      const now = new Date();
      const user = await this.linking.accountFor(session, profile, uidIndex, now);
      await this.linking.connect(session, user, profile, uidIndex, now);
      session.decide(user, 'user', { type: 'StartSession', sessionId: randomUUID(), tokenHash, method: provider, now });
    });
    return { token };
  }
}
