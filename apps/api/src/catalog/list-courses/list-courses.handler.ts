import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { listActiveCourses } from '@portal/projections';
import type { Platform } from '@portal/worker';
import { PLATFORM } from '../../platform/platform.module';
import { ListCoursesQuery } from './list-courses.query';

/** Reads the `courses` read model; queries never touch the event store. */
@QueryHandler(ListCoursesQuery)
export class ListCoursesHandler implements IQueryHandler<ListCoursesQuery> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  execute({ page, pageSize }: ListCoursesQuery) {
    return listActiveCourses(this.platform.db, page, pageSize);
  }
}
