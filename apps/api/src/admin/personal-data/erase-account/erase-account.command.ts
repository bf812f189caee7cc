export class EraseAccountCommand {
  constructor(
    /** The admin erasing; never the person erased. */
    readonly actor: string,
    readonly userId: string,
  ) {}
}
