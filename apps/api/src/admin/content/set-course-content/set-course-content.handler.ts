import { randomUUID } from 'node:crypto';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { courseContentDecider, courseContentStreamId } from '@portal/domain';
import { findCourse } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { hashPassword } from '../../../identity/shared/passwords';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { SetCourseContentCommand } from './set-course-content.command';

/** Records a course's files and, when given, a new shared password (only its hash is kept). */
@CommandHandler(SetCourseContentCommand)
export class SetCourseContentHandler implements ICommandHandler<SetCourseContentCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actorUserId, courseId, input }: SetCourseContentCommand): Promise<void> {
    if (!(await findCourse(this.platform.db, courseId))) throw new NotFoundException();
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const files = input.files.map((file) => ({ id: randomUUID(), ...file }));
    await this.platform.commands.execute(requestMetadata(actorUserId), async (session) => {
      const stream = await session.load(courseContentStreamId(courseId), courseContentDecider);
      session.decide(stream, 'course-content', {
        type: 'SetCourseContent',
        courseId,
        files,
        passwordHash,
        now: new Date(),
      });
    });
  }
}
