export class VerifyEmailCommand {
  constructor(
    /** The token of the verification link, as received. */
    readonly token: string,
  ) {}
}
