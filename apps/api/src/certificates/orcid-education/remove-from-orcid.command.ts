export class RemoveFromOrcidCommand {
  constructor(
    readonly userId: string,
    /** ORCID's put code of the education record. */
    readonly recordId: string,
  ) {}
}
