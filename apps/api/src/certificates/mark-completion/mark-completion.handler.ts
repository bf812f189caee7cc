import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { podDecider, podStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { droppedOut } from '../../applications/shared/dropped-out';
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
      // The student's application is found on the pod; someone not on it is the decider's refusal.
      const student =
        stream.state.status === 'formed'
          ? stream.state.pod.students.find((member) => member.userId === input.user)
          : undefined;
      const studentDroppedOut = student ? await droppedOut(session, student.applicationId) : false;
      session.decide(stream, 'pod', {
        type: 'MarkCompletion',
        actorUserId,
        courseId: input.course,
        studentUserId: input.user,
        completedCourse: input.completed_course,
        completedProject: input.completed_project,
        studentDroppedOut,
        now: new Date(),
      });
    });
  }
}
