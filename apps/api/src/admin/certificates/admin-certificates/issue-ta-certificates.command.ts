export class IssueTaCertificatesCommand {
  constructor(
    readonly actor: string,
    readonly courseId: string,
  ) {}
}
