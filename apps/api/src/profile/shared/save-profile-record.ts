import { type ProfileCommand, profileDecider, profileStreamId, PROFILE_STREAM_TYPE } from '@portal/domain';
import { type UserProfile, findProfile } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';

/**
 * Decides one command on the user's profile stream and reads the profile back (inline projection:
 * the answer shows what was just saved).
 */
export async function saveProfileRecord(
  platform: Platform,
  userId: string,
  command: ProfileCommand,
): Promise<UserProfile> {
  await platform.commands.execute(requestMetadata(userId), async (session) => {
    const profile = await session.load(profileStreamId(userId), profileDecider);
    session.decide(profile, PROFILE_STREAM_TYPE, command);
  });
  const profile = await findProfile(platform.db, userId);
  if (!profile) throw new Error(`the profile of ${userId} was saved but cannot be read back`);
  return profile;
}
