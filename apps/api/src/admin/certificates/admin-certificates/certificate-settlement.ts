import { NotFoundException } from '@nestjs/common';
import { type CertificateCommand, certificateDecider, certificateStreamId } from '@portal/domain';
import { findApplication } from '@portal/projections';
import { type Platform, certificateIdOf } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';

/** Which certificate a staff command is about, and whose. */
export type CertificateRef = { certificateId: string; userId: string; courseId: string; applicationId: string };

/** The certificate of a student application; anything else is not found. */
export async function studentCertificateRef(platform: Platform, applicationId: string): Promise<CertificateRef> {
  const application = await findApplication(platform.db, applicationId);
  if (!application || application.role !== 'student') throw new NotFoundException();
  return {
    certificateId: certificateIdOf(applicationId),
    userId: application.user_id,
    courseId: application.course_id,
    applicationId,
  };
}

/** One staff command on one certificate's stream, in its own transaction. */
export async function decideOnCertificate(
  platform: Platform,
  actor: string,
  ref: CertificateRef,
  command: CertificateCommand,
): Promise<void> {
  await platform.commands.execute(requestMetadata(actor), async (session) => {
    const stream = await session.load(certificateStreamId(ref.certificateId), certificateDecider);
    session.decide(stream, 'certificate', command);
  });
}
