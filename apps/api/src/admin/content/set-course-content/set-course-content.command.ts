import type { CourseContentInput } from '@portal/contracts';

export class SetCourseContentCommand {
  constructor(
    readonly actorUserId: string,
    readonly courseId: string,
    readonly input: CourseContentInput,
  ) {}
}
