import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CourseEligibility, CourseView } from '@portal/contracts';
import { eligibilityOf } from '@portal/domain';
import { findEligibilityFacts } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { indexedFrom } from '../../applications/shared/applicant-facts';
import { PLATFORM } from '../../platform/platform.module';
import { ActiveCoursesCache } from '../active-courses/active-courses.cache';
import { ListCoursesQuery } from './list-courses.query';

const ANONYMOUS: CourseEligibility = {
  student_application_status: null,
  ta_application_status: null,
  mentor_application_status: null,
};

/** Reads the catalogue (held briefly by the cache) and, for a signed-in caller, their profile and applications. */
@QueryHandler(ListCoursesQuery)
export class ListCoursesHandler implements IQueryHandler<ListCoursesQuery> {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly catalogue: ActiveCoursesCache,
  ) {}

  async execute({ page, pageSize, userId }: ListCoursesQuery) {
    const active = await this.catalogue.all();
    const count = active.length;
    const results = active.slice((page - 1) * pageSize, page * pageSize);
    if (!userId)
      return { count, results: results.map((course): CourseView & CourseEligibility => ({ ...course, ...ANONYMOUS })) };
    const facts = await findEligibilityFacts(this.platform.db, userId);
    const applications = indexedFrom(facts.applications);
    const profile = { filled: facts.profileFilled, updatedAt: facts.profileUpdatedAt };
    const now = new Date();
    const statusOf = (course: CourseView, role: 'student' | 'ta' | 'mentor') =>
      eligibilityOf({ course, role, now, profile, applications });
    return {
      count,
      results: results.map((course) => ({
        ...course,
        student_application_status: statusOf(course, 'student'),
        ta_application_status: statusOf(course, 'ta'),
        mentor_application_status: statusOf(course, 'mentor'),
      })),
    };
  }
}
