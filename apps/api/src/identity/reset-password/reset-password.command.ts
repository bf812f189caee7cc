export class ResetPasswordCommand {
  constructor(
    /** The token of the reset link, as received. */
    readonly token: string,
    readonly password: string,
  ) {}
}
