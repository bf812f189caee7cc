import type { UpdateCourseInput } from '@portal/contracts';

export class UpdateCourseCommand {
  constructor(
    readonly courseId: string,
    readonly changes: UpdateCourseInput,
    readonly actor: string,
    readonly correlationId: string,
  ) {}
}
