import type { NewCourseFields } from '@portal/contracts';

export class CreateCourseCommand {
  constructor(
    readonly courseId: string,
    /** Its season by id or, from older clients, by number (`placeInSeason`). */
    readonly fields: NewCourseFields,
    readonly actor: string,
    readonly correlationId: string,
  ) {}
}
