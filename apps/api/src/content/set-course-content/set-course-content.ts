import { randomUUID } from 'node:crypto';
import type { CourseContentInput } from '@portal/contracts';
import { courseContentDecider, courseContentStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { hashPassword } from '../../identity/shared/passwords';
import { requestMetadata } from '../../identity/shared/metadata';

/** Records a course's files and, when given, a new shared password (only its hash is kept). */
export async function setCourseContent(
  platform: Platform,
  actorUserId: string,
  courseId: string,
  input: CourseContentInput,
): Promise<void> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const files = input.files.map((file) => ({ id: randomUUID(), ...file }));
  await platform.commands.execute(requestMetadata(actorUserId), async (session) => {
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
