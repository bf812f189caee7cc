import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError, applicationDecider, applicationStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { countPlacesTaken } from '@portal/projections';
import { loadCourse } from '../../../catalog/shared/load-course';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { DecideApplicationCommand } from './decide-application.command';

/** Kept here too for the certificates context, which imports it from this file. */
export type { BulkOutcome } from './decide-applications.command';

/** A staff decision on one application: load its stream and its course, decide, append (email and timer follow). */
@CommandHandler(DecideApplicationCommand)
export class DecideApplicationHandler implements ICommandHandler<DecideApplicationCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(command: DecideApplicationCommand): Promise<void> {
    const { actor, applicationId, decision, acceptingOfferEndDate, confirmOverCapacity } = command;
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(applicationStreamId(applicationId), applicationDecider);
      if (stream.state.status === 'none') throw new NotFoundError('Application not found.');
      const course = await loadCourse(session, stream.state.application.courseId);
      if (!course) throw new NotFoundError('Application not found.');
      // Read in the command's transaction: the read model is inline, so it counts every committed place.
      const taken = await countPlacesTaken(session.tx, course.id, stream.state.application.role);
      session.decide(stream, 'application', {
        type: 'DecideApplication',
        decision,
        offerId: randomUUID(),
        acceptingOfferEndDate,
        course,
        places: { taken, confirmedOverCapacity: confirmOverCapacity },
        now: new Date(),
      });
    });
  }
}
