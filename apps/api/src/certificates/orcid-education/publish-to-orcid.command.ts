export class PublishToOrcidCommand {
  constructor(
    readonly userId: string,
    readonly certificateId: string,
  ) {}
}
