import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { courseDecider, courseStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { UpdateCourseCommand } from './update-course.command';

@CommandHandler(UpdateCourseCommand)
export class UpdateCourseHandler implements ICommandHandler<UpdateCourseCommand, number> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  /** Returns how many events the change recorded (0 when nothing changed). */
  async execute({ courseId, changes, actor, correlationId }: UpdateCourseCommand): Promise<number> {
    const { events } = await this.platform.commands.handle(
      {
        streamId: courseStreamId(courseId),
        streamType: 'course',
        decider: courseDecider,
        command: { type: 'UpdateCourse', courseId, changes, now: new Date() },
      },
      { correlation_id: correlationId, causation_id: null, actor },
    );
    return events.length;
  }
}
