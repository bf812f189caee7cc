export class GrantAttendanceExceptionCommand {
  constructor(
    readonly actor: string,
    readonly applicationId: string,
    readonly reason: string,
  ) {}
}
