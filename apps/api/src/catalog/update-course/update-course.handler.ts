import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, courseDecider, courseStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { courseHasApplications } from '@portal/projections';
import { PLATFORM } from '../../platform/platform.module';
import { type CourseSeason, placeInSeason } from '../seasons/course-season';
import { UpdateCourseCommand } from './update-course.command';

export const COURSE_KEEPS_ITS_SEASON = 'A course with applications stays in its season.';

/**
 * A course's changes. A move to another season (by id, or by number from older clients) is refused
 * once the course has applications: they count towards the season they were sent in.
 */
@CommandHandler(UpdateCourseCommand)
export class UpdateCourseHandler implements ICommandHandler<UpdateCourseCommand, number> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  /** Returns how many events the change recorded (0 when nothing changed). */
  async execute({ courseId, changes, actor, correlationId }: UpdateCourseCommand): Promise<number> {
    const now = new Date();
    const { events } = await this.platform.commands.execute(
      { correlation_id: correlationId, causation_id: null, actor },
      async (session) => {
        const course = await session.load(courseStreamId(courseId), courseDecider);
        const current = course.state.status === 'created' ? course.state.course : null;
        const { season_id, season, ...rest } = changes;
        let placed: Partial<CourseSeason> = {};
        if (current && movesSeason(current, changes)) {
          placed = await placeInSeason(session, { season_id, season }, now);
          if (placed.season_id !== current.season_id && (await courseHasApplications(session.tx, courseId)))
            throw new DomainError('invalid', COURSE_KEEPS_ITS_SEASON, 'season_id');
        }
        session.decide(course, 'course', { type: 'UpdateCourse', courseId, changes: { ...rest, ...placed }, now });
      },
    );
    return events.length;
  }
}

/** Whether the changes name another season than the course's: by id, or by number when no id is given. */
function movesSeason(current: CourseSeason, changes: Partial<CourseSeason>): boolean {
  if (changes.season_id !== undefined) return changes.season_id !== current.season_id;
  return changes.season !== undefined && changes.season !== current.season;
}
