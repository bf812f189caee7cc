import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CourseEligibility, CourseView } from '@portal/contracts';
import { eligibilityOf } from '@portal/domain';
import { listActiveCourses } from '@portal/projections';
import type { Platform } from '@portal/worker';
import { applicantFacts, indexedFrom } from '../../applications/shared/applicant-facts';
import { PLATFORM } from '../../platform/platform.module';
import { ListCoursesQuery } from './list-courses.query';

const ANONYMOUS: CourseEligibility = {
  student_application_status: null,
  ta_application_status: null,
  mentor_application_status: null,
};

/** Reads the `courses` read model (and, for a signed-in caller, their profile and applications). */
@QueryHandler(ListCoursesQuery)
export class ListCoursesHandler implements IQueryHandler<ListCoursesQuery> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ page, pageSize, userId }: ListCoursesQuery) {
    const { count, results } = await listActiveCourses(this.platform.db, page, pageSize);
    if (!userId)
      return { count, results: results.map((course): CourseView & CourseEligibility => ({ ...course, ...ANONYMOUS })) };
    const facts = await applicantFacts(this.platform.db, userId);
    const applications = indexedFrom(facts.applications);
    const now = new Date();
    const statusOf = (course: CourseView, role: 'student' | 'ta' | 'mentor') =>
      eligibilityOf({ course, role, now, profile: facts.profile, applications });
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
