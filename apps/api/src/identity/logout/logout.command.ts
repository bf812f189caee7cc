export class LogoutCommand {
  constructor(
    readonly userId: string,
    /** The session of the request: only its token stops working. */
    readonly sessionId: string,
  ) {}
}
