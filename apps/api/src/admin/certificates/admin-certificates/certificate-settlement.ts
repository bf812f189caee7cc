import { NotFoundException } from '@nestjs/common';
import {
  type CertificateCommand,
  applicationDecider,
  applicationStreamId,
  certificateDecider,
  certificateStreamId,
} from '@portal/domain';
import { type Platform, certificateIdOf } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';

/** Which certificate a staff command is about, and whose. */
export type CertificateRef = { certificateId: string; userId: string; courseId: string; applicationId: string };

/**
 * One staff command on the certificate of a student application, in its own transaction: the
 * application's stream and the certificate's are read in one query. Anything but a live student
 * application is not found, as when the applications read model had no such row.
 */
export async function decideOnStudentCertificate(
  platform: Platform,
  actor: string,
  applicationId: string,
  commandFor: (ref: CertificateRef) => CertificateCommand,
): Promise<void> {
  const certificateId = certificateIdOf(applicationId);
  await platform.commands.execute(requestMetadata(actor), async (session) => {
    await session.preload([applicationStreamId(applicationId), certificateStreamId(certificateId)]);
    const { state } = await session.load(applicationStreamId(applicationId), applicationDecider);
    if (state.status !== 'live' || state.application.role !== 'student') throw new NotFoundException();
    const { userId, courseId } = state.application;
    const stream = await session.load(certificateStreamId(certificateId), certificateDecider);
    session.decide(stream, 'certificate', commandFor({ certificateId, userId, courseId, applicationId }));
  });
}
