export class ListCoursesQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    /** The signed-in caller, whose eligibility each course carries; null for anonymous visitors. */
    readonly userId: string | null,
  ) {}
}
