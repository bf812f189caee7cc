import { userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';

/**
 * `PersonalDataExported` on the person's account, with the admin as its actor, before anything is
 * handed out: who took a copy of someone's data is itself something auditors must be able to see.
 */
export async function recordExport(platform: Platform, actor: string, userId: string): Promise<void> {
  await platform.commands.execute(requestMetadata(actor), async (session) => {
    const user = await session.load(userStreamId(userId), userDecider);
    session.decide(user, 'user', { type: 'RecordDataExport', now: new Date() });
  });
}
