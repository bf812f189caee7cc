export class ForgotPasswordCommand {
  constructor(
    readonly email: string,
    /** The client's address, for the limit per address. */
    readonly address: string,
  ) {}
}
