import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  applicationDecider,
  applicationStreamId,
  certificateDecider,
  certificateStreamId,
  courseTasOf,
  matchingRoundDecider,
  matchingStreamId,
  podDecider,
  podStreamId,
  taCertificateType,
} from '@portal/domain';
import { type Platform, certificateIdOf } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { IssueTaCertificatesCommand } from './issue-ta-certificates.command';

/**
 * Every TA on a pod of the course gets the certificate of their role (spec 1 §6: lead, project,
 * regular). The pods are the ones the course's matching round formed, read from their streams; each
 * certificate is then settled in its own transaction from the TA's application stream.
 */
@CommandHandler(IssueTaCertificatesCommand)
export class IssueTaCertificatesHandler implements ICommandHandler<IssueTaCertificatesCommand, number> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  /** Answers how many TAs the course has. */
  async execute({ actor, courseId }: IssueTaCertificatesCommand): Promise<number> {
    const reading = this.platform.commands.reading();
    const { podIds } = (await reading.load(matchingStreamId(courseId), matchingRoundDecider)).state;
    await reading.preload(podIds.map(podStreamId));
    const pods = [];
    for (const podId of podIds) pods.push((await reading.load(podStreamId(podId), podDecider)).state);
    const tas = courseTasOf(pods);
    for (const { applicationId, userId, podId } of tas)
      await this.platform.commands.execute(requestMetadata(actor), async (session) => {
        const certificateId = certificateIdOf(applicationId);
        await session.preload([certificateStreamId(certificateId), applicationStreamId(applicationId)]);
        const { state } = await session.load(applicationStreamId(applicationId), applicationDecider);
        const enrollment = state.status === 'none' ? null : state.application.enrollment;
        const ref = { certificateId, userId, courseId, applicationId };
        const stream = await session.load(certificateStreamId(certificateId), certificateDecider);
        session.decide(stream, 'certificate', {
          type: 'SettleCertificate',
          ref,
          podId,
          earned: taCertificateType(enrollment?.selectedAsLeadTa ?? false, enrollment?.taFor ?? null),
          now: new Date(),
        });
      });
    return tas.length;
  }
}
