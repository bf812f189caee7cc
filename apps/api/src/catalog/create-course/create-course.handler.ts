import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { courseDecider, courseStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { CreateCourseCommand } from './create-course.command';

@CommandHandler(CreateCourseCommand)
export class CreateCourseHandler implements ICommandHandler<CreateCourseCommand, string> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ courseId, fields, actor, correlationId }: CreateCourseCommand): Promise<string> {
    await this.platform.commands.handle(
      {
        streamId: courseStreamId(courseId),
        streamType: 'course',
        decider: courseDecider,
        command: { type: 'CreateCourse', courseId, fields, now: new Date() },
      },
      { correlation_id: correlationId, causation_id: null, actor },
    );
    return courseId;
  }
}
