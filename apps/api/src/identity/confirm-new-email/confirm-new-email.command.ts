export class ConfirmNewEmailCommand {
  constructor(
    /** The token of the link sent to the new address, as received. */
    readonly token: string,
  ) {}
}
