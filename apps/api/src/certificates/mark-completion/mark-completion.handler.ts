import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { podDecider, podStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { MarkCompletionCommand } from './mark-completion.command';

/**
 * The pod's TA marks a student's course and project completion; the certificate follows from a job,
 * once the attendance allows it.
 */
@CommandHandler(MarkCompletionCommand)
export class MarkCompletionHandler implements ICommandHandler<MarkCompletionCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actorUserId, input }: MarkCompletionCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actorUserId), async (session) => {
      const stream = await session.load(podStreamId(input.pod), podDecider);
      session.decide(stream, 'pod', {
        type: 'MarkCompletion',
        actorUserId,
        courseId: input.course,
        studentUserId: input.user,
        completedCourse: input.completed_course,
        completedProject: input.completed_project,
        now: new Date(),
      });
    });
  }
}
