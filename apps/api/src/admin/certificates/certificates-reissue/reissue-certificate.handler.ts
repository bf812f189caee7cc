import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  applicationDecider,
  applicationStreamId,
  certificateDecider,
  certificateStreamId,
  podDecider,
  podStreamId,
} from '@portal/domain';
import type { CommandSession } from '@portal/event-store';
import { type Platform, certificateIdOf } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ReissueCertificateCommand } from './reissue-certificate.command';

/**
 * Records a staff member's request to work a student's certificate out again; the event asks the
 * worker for the settle and render jobs, as a completion mark or an attendance change does. The
 * application and its pods are read from their streams.
 */
@CommandHandler(ReissueCertificateCommand)
export class ReissueCertificateHandler implements ICommandHandler<ReissueCertificateCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, applicationId }: ReissueCertificateCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const { state } = await session.load(applicationStreamId(applicationId), applicationDecider);
      if (state.status !== 'live' || state.application.role !== 'student') throw new NotFoundException();
      const { userId, courseId, enrollment } = state.application;
      const onPod = await isStudentOnPod(session, applicationId, enrollment.pods.student ?? []);
      const certificateId = certificateIdOf(applicationId);
      const ref = { certificateId, userId, courseId, applicationId };
      const stream = await session.load(certificateStreamId(certificateId), certificateDecider);
      session.decide(stream, 'certificate', { type: 'RequestReissue', ref, onPod, now: new Date() });
    });
  }
}

/** A student member of one of the pods their application was placed on, as the pod's own stream says. */
async function isStudentOnPod(session: CommandSession, applicationId: string, podIds: string[]): Promise<boolean> {
  for (const podId of podIds) {
    const { state } = await session.load(podStreamId(podId), podDecider);
    if (state.status === 'formed' && state.pod.students.some((student) => student.applicationId === applicationId))
      return true;
  }
  return false;
}
