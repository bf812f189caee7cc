import { NotFoundError, type StaffCommand, applicationDecider, applicationStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';

/** Loads an application that exists (else 404), decides a staff setting on it and appends. */
export async function decideOnApplication(
  platform: Platform,
  actor: string,
  applicationId: string,
  command: Extract<StaffCommand, { type: 'AssignTaRole' | 'SetFeeOptions' }>,
): Promise<void> {
  await platform.commands.execute(requestMetadata(actor), async (session) => {
    const stream = await session.load(applicationStreamId(applicationId), applicationDecider);
    if (stream.state.status === 'none') throw new NotFoundError('Application not found.');
    session.decide(stream, 'application', command);
  });
}
