import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { courseDecider, courseStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { placeInSeason } from '../seasons/course-season';
import { CreateCourseCommand } from './create-course.command';

/** A new course, in its season: one made for a bare season number is created in the same transaction. */
@CommandHandler(CreateCourseCommand)
export class CreateCourseHandler implements ICommandHandler<CreateCourseCommand, string> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ courseId, fields, actor, correlationId }: CreateCourseCommand): Promise<string> {
    const now = new Date();
    await this.platform.commands.execute(
      { correlation_id: correlationId, causation_id: null, actor },
      async (session) => {
        const season = await placeInSeason(session, fields, now);
        const course = await session.load(courseStreamId(courseId), courseDecider);
        session.decide(course, 'course', { type: 'CreateCourse', courseId, fields: { ...fields, ...season }, now });
      },
    );
    return courseId;
  }
}
