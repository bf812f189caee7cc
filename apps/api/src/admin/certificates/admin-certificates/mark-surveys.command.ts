export class MarkSurveysCommand {
  constructor(
    readonly actor: string,
    /** Student applications whose end-of-course survey was answered. */
    readonly applicationIds: string[],
  ) {}
}
