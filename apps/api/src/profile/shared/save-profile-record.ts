import { type ProfileCommand, profileDecider, profileStreamId, PROFILE_STREAM_TYPE } from '@portal/domain';
import { type UserProfile, findProfile } from '@portal/projections';
import type { CommandSession } from '@portal/event-store';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';

/**
 * Decides one command on the user's profile stream and reads the profile back (inline projection:
 * the answer shows what was just saved). A command that carries facts from other streams is built
 * in the command's session (`commandIn`), so they are read in its transaction.
 */
export async function saveProfileRecord(
  platform: Platform,
  userId: string,
  commandIn: ProfileCommand | ((session: CommandSession) => Promise<ProfileCommand>),
): Promise<UserProfile> {
  await platform.commands.execute(requestMetadata(userId), async (session) => {
    const command = typeof commandIn === 'function' ? await commandIn(session) : commandIn;
    const profile = await session.load(profileStreamId(userId), profileDecider);
    session.decide(profile, PROFILE_STREAM_TYPE, command);
  });
  const profile = await findProfile(platform.db, userId);
  if (!profile) throw new Error(`the profile of ${userId} was saved but cannot be read back`);
  return profile;
}
