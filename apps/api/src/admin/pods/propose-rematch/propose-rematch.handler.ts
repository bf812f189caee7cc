import { randomUUID } from 'node:crypto';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  matchingRoundDecider,
  matchingStreamId,
  proposeRematch,
  rematchFingerprint,
  rematchRoundDecider,
  rematchStreamId,
} from '@portal/domain';
import { findCourse } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ProposeRematchCommand } from './propose-rematch.command';
import { rematchInputFor } from './rematch-input';

/** Proposes the smallest change to a course's formed pods and keeps it as the course's latest rematch. */
@CommandHandler(ProposeRematchCommand)
export class ProposeRematchHandler implements ICommandHandler<ProposeRematchCommand, string> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, replaceTas }: ProposeRematchCommand): Promise<string> {
    if (!(await findCourse(this.platform.db, courseId))) throw new NotFoundException();
    const input = await rematchInputFor(this.platform.db, courseId, replaceTas);
    // Computed before the transaction, like the matching: CPU time must not hold a connection.
    const proposal = proposeRematch(input);
    const rematchId = randomUUID();
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const round = await session.load(matchingStreamId(courseId), matchingRoundDecider);
      const stream = await session.load(rematchStreamId(courseId), rematchRoundDecider);
      session.decide(stream, 'rematch', {
        type: 'ProposeRematch',
        courseId,
        rematchId,
        fingerprint: rematchFingerprint(input),
        input,
        proposal,
        podsFormed: round.state.formed,
        now: new Date(),
      });
    });
    return rematchId;
  }
}
