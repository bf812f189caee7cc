export class RecordExportCommand {
  constructor(
    /** The admin taking the copy. */
    readonly actor: string,
    readonly userId: string,
  ) {}
}
