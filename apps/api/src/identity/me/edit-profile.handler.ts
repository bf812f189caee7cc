import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { claimDecider, emailClaimStreamId, userDecider, userStreamId } from '@portal/domain';
import { findProfile, findUserById } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { IdentityKeys } from '../shared/identity-keys';
import { requestMetadata } from '../shared/metadata';
import { hashPassword } from '../shared/passwords';
import { EditProfileCommand, type EditedProfile } from './edit-profile.command';
import { storeProfileImage } from './profile-images';
import { toUserView } from './user-view';

/**
 * The account page's Edit Profile: names, password, picture and email in one request, applied
 * together or not at all. A new email is only requested here (a confirmation goes to it); the
 * account keeps the old address until the link is followed.
 */
@CommandHandler(EditProfileCommand)
export class EditProfileHandler implements ICommandHandler<EditProfileCommand, EditedProfile> {
  private readonly keys: IdentityKeys;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.keys = new IdentityKeys(platform);
  }

  async execute({ userId, input, image, sessionId }: EditProfileCommand): Promise<EditedProfile> {
    const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
    const imageName = image ? await storeProfileImage(this.platform.files, userId, image) : null;
    const { events } = await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const newEmailIndex = input.email !== undefined ? this.keys.emailIndex(input.email) : null;
      // The account and the new address's reservation in one query.
      await session.preload([userStreamId(userId), ...(newEmailIndex ? [emailClaimStreamId(newEmailIndex)] : [])]);
      const user = await session.load(userStreamId(userId), userDecider);
      session.decide(user, 'user', {
        type: 'EditProfile',
        firstName: input.first_name,
        lastName: input.last_name,
        now,
      });
      if (passwordHash)
        session.decide(user, 'user', {
          type: 'ChangePassword',
          passwordHash,
          via: 'profile',
          keepSessionId: sessionId,
          now,
        });
      if (imageName) session.decide(user, 'user', { type: 'ChangeProfileImage', imageName, now });
      if (input.email !== undefined && newEmailIndex) {
        // The decider refuses an address someone else holds now rather than at confirmation.
        const claim = await session.load(emailClaimStreamId(newEmailIndex), claimDecider);
        session.decide(user, 'user', {
          type: 'RequestEmailChange',
          newEmail: input.email,
          newEmailIndex,
          newEmailHolder: claim.state.holder,
          requestedBySessionId: sessionId,
          token: this.keys.newEmailedToken(now),
          now,
        });
      }
    });
    const row = await findUserById(this.platform.db, userId);
    if (!row) throw new NotFoundException();
    return {
      user: toUserView(row, await findProfile(this.platform.db, userId)),
      emailChangeRequested: events.some((event) => event.type === 'EmailChangeRequested'),
    };
  }
}
