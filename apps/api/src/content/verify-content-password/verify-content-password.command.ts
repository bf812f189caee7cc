export class VerifyContentPasswordCommand {
  constructor(
    readonly userId: string,
    /** The caller's address: wrong guesses are counted per person and per address. */
    readonly address: string,
    readonly password: string,
  ) {}
}
