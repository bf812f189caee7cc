import { Query } from '@nestjs/cqrs';
import type { CourseEligibility, CourseView } from '@portal/contracts';

/** Answers with the page's courses, each with the caller's eligibility, and the count of all. */
export class ListCoursesQuery extends Query<{ count: number; results: Array<CourseView & CourseEligibility> }> {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    /** The signed-in caller, whose eligibility each course carries; null for anonymous visitors. */
    readonly userId: string | null,
  ) {
    super();
  }
}
