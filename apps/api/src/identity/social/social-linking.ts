import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { failedToConnectTo } from '@portal/contracts';
import {
  DomainError,
  type SocialProvider,
  type UserCommand,
  type UserEvent,
  type UserState,
  claimDecider,
  emailClaimStreamId,
  socialClaimStreamId,
  userDecider,
  userStreamId,
} from '@portal/domain';
import type { CommandSession, LoadedStream } from '@portal/event-store';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { IdentityKeys } from '../shared/identity-keys';
import { registerAccount } from '../shared/register-account';
import { OrcidCredentials } from './orcid-credentials';
import { PROVIDER_LABELS } from './provider-labels';
import { SocialExchangeFailed } from './providers/social-exchange-failed';
import { type SocialCallbackPayload, SocialProviders } from './providers/social-providers';
import type { SocialProfile } from './providers/social-profile';

export type UserStream = LoadedStream<UserCommand, UserEvent, UserState>;

/**
 * The steps that sign-in and connect through GitHub, Google or ORCID share. A provider account already
 * linked names its user; otherwise an account with the same email is linked only if the provider
 * vouches for that email (docs/architecture.md §5); otherwise a new account is made.
 */
@Injectable()
export class SocialLinking {
  private readonly keys: IdentityKeys;
  private readonly orcid: OrcidCredentials;

  constructor(
    @Inject(PLATFORM) platform: Platform,
    private readonly providers: SocialProviders,
  ) {
    this.keys = new IdentityKeys(platform);
    this.orcid = new OrcidCredentials(platform);
  }

  /** The provider's index of the person's account there (the claim is made on it, not on the raw uid). */
  uidIndexOf(profile: SocialProfile): string {
    return this.keys.providerUidIndex(profile.provider, profile.providerUid);
  }

  async profileFrom(provider: SocialProvider, payload: SocialCallbackPayload): Promise<SocialProfile> {
    try {
      return await this.providers.exchange(provider, payload);
    } catch (error) {
      if (error instanceof SocialExchangeFailed) throw new DomainError('provider_failed', failedToConnectTo(provider));
      throw error;
    }
  }

  async accountFor(session: CommandSession, profile: SocialProfile, uidIndex: string, now: Date): Promise<UserStream> {
    const label = PROVIDER_LABELS[profile.provider];
    // The provider account's reservation and the address's, in one query: each names its holder.
    const socialClaimId = socialClaimStreamId(profile.provider, uidIndex);
    const emailClaimId = profile.email ? emailClaimStreamId(this.keys.emailIndex(profile.email)) : null;
    await session.preload([socialClaimId, ...(emailClaimId ? [emailClaimId] : [])]);
    const linked = (await session.load(socialClaimId, claimDecider)).state.holder;
    if (linked) return session.load(userStreamId(linked), userDecider);
    if (!profile.email) {
      throw new DomainError(
        'no_email',
        `Your ${label} account shares no email address with us. Sign up with your email first, then connect ${label} on your profile page.`,
      );
    }
    const existing = emailClaimId ? (await session.load(emailClaimId, claimDecider)).state.holder : null;
    if (existing) {
      if (!profile.emailVerified) {
        throw new DomainError(
          'unverified_email',
          `An account with this email already exists. Sign in with your password, then connect ${label} on your profile page.`,
        );
      }
      return session.load(userStreamId(existing), userDecider);
    }
    const { user } = await registerAccount(
      session,
      this.keys,
      {
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email.toLowerCase(),
        passwordHash: null,
        emailVerified: profile.emailVerified,
        role: null,
      },
      now,
    );
    return user;
  }

  async connect(
    session: CommandSession,
    user: UserStream,
    profile: SocialProfile,
    uidIndex: string,
    now: Date,
  ): Promise<void> {
    if (user.state.status !== 'active') throw new DomainError('not_found', 'User not found.');
    const userId = user.state.account.userId;
    const label = PROVIDER_LABELS[profile.provider];
    const claim = await session.load(socialClaimStreamId(profile.provider, uidIndex), claimDecider);
    const takenMessage = `This ${label} account is already connected to another user.`;
    session.decide(claim, 'social-identity', { type: 'Claim', userId, now, takenMessage, field: 'non_field_errors' });
    session.decide(user, 'user', {
      type: 'ConnectSocialAccount',
      socialAccountId: randomUUID(),
      provider: profile.provider,
      providerUid: profile.providerUid,
      providerUidIndex: uidIndex,
      providerEmail: profile.email,
      providerEmailVerifiedIndex: profile.email && profile.emailVerified ? this.keys.emailIndex(profile.email) : null,
      orcid: profile.orcid,
      now,
    });
    if (profile.provider === 'orcid') await this.orcid.store(session.tx, userId, profile);
  }
}
