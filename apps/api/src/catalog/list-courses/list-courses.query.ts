export class ListCoursesQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {}
}
