export class SendAnnouncementCommand {
  constructor(
    readonly announcementId: string,
    readonly actor: string,
  ) {}
}
