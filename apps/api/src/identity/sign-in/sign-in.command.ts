export class SignInCommand {
  constructor(
    readonly username: string,
    readonly password: string,
    /** The client's address, for throttling guesses. */
    readonly address: string,
  ) {}
}
