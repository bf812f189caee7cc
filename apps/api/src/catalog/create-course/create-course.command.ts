import type { CourseFields } from '@portal/contracts';

export class CreateCourseCommand {
  constructor(
    readonly courseId: string,
    readonly fields: CourseFields,
    readonly actor: string,
    readonly correlationId: string,
  ) {}
}
