import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, applicationStreamId, podDecider, podStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { droppedOut } from '../../applications/shared/dropped-out';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { RecordAttendanceCommand } from './record-attendance.command';

@CommandHandler(RecordAttendanceCommand)
export class RecordAttendanceHandler implements ICommandHandler<RecordAttendanceCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, record, input }: RecordAttendanceCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      // One round trip for both streams: the pod, and the student's application (a drop-out).
      await session.preload([podStreamId(record.podId), applicationStreamId(record.applicationId)]);
      const stream = await session.load(podStreamId(record.podId), podDecider);
      const studentDroppedOut = await droppedOut(session, record.applicationId);
      session.decide(stream, 'pod', {
        type: 'RecordAttendance',
        actorUserId: actor,
        recordId: record.id,
        applicationId: record.applicationId,
        day: record.day,
        percentage: input.percentage,
        projectPercentage: input.project_percentage,
        studentDroppedOut,
        now: new Date(),
      });
      // Checked after the permission: only the TA learns that the day or id in the body is wrong.
      if ((input.id && input.id !== record.id) || (input.day && input.day !== record.day))
        throw new DomainError('invalid', 'The id and day must be those of the record in the address.', 'day');
    });
  }
}
